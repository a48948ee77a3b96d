import { defineMessages, type NoMessageValues } from 'react-intl';

export const audioPlayerMessages = defineMessages<{ failed: NoMessageValues }>({
  failed: { id: 'ui.audioPlayer.failed', defaultMessage: 'The audio could not be played.' },
});
