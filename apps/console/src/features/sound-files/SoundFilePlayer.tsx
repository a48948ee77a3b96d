import { mediaQueries } from '@switchboard/api-client';
import type { SoundFile } from '@switchboard/contract';
import { AudioPlayer, Button, Modal } from '@switchboard/ui';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useApp } from '#app/AppContextProvider';
import { soundFilesMessages as m } from './soundFiles.messages';

/**
 * Plays a sound file in the page through its short-lived signed link (`soundFileAudioLink`),
 * fetched when the player opens: a popup of the list, not a page, so it is not the route's to load.
 */
export function SoundFilePlayer({
  soundFile,
  onClose,
}: {
  soundFile: SoundFile | null;
  onClose: () => void;
}) {
  const intl = useIntl();
  const { api } = useApp();
  // With no file the player is closed and nothing is fetched (id 0 is never asked for).
  const link = useQuery({
    ...mediaQueries(api).soundFileAudioLink(soundFile?.id ?? 0),
    enabled: soundFile !== null,
  });
  return (
    <Modal
      open={soundFile !== null}
      onOpenChange={(open) => !open && onClose()}
      title={intl.formatMessage(m.playerTitle)}
      footer={<Button onClick={onClose}>{intl.formatMessage(m.close)}</Button>}
    >
      {soundFile && <AudioPlayer label={soundFile.filename} src={link.data?.url ?? null} autoPlay />}
      {link.isError && <p role="alert">{intl.formatMessage(m.linkFailed)}</p>}
    </Modal>
  );
}
