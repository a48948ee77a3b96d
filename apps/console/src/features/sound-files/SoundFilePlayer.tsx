import type { SoundFile } from '@switchboard/contract';
import { AudioPlayer, Button, Modal } from '@switchboard/ui';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useApp } from '#app/AppContextProvider';
import { soundFilesMessages as m } from './soundFiles.messages';

/**
 * Plays a sound file in the page: its audio comes through a short-lived signed link (the <audio>
 * element cannot send the session's bearer header), fetched when the player opens and never cached
 * beyond it, so a reopened player gets a fresh link.
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
  const link = useQuery({
    queryKey: ['sound-files', soundFile?.id, 'audio-link'],
    queryFn: () => api.call('soundFileAudioLink', { params: { id: soundFile?.id ?? 0 } }),
    enabled: soundFile !== null,
    gcTime: 0,
    staleTime: 60_000,
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
