/**
 * Query options and mutations of sound files and voicemail beyond their resources' own. A sound
 * file's audio link sits under the file's key (`['sound-files', id, 'audio-link']`), so a change to
 * the file drops it too.
 */
import { soundFileResource } from '@switchboard/contract';
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from './client.js';
import { mutationFor } from './queries.js';
import { resourceKeys } from './resources.js';

const MINUTE = 60 * 1000;

export const mediaKeys = {
  soundFileAudioLink: (id: number) => [...resourceKeys(soundFileResource).detail(id), 'audio-link'],
};

export function mediaQueries(client: ApiClient) {
  return {
    /**
     * A short-lived signed link to the file's audio (an <audio> element cannot send the bearer
     * header): kept a minute while a player shows it, never beyond, so a reopened player gets a
     * fresh one.
     */
    soundFileAudioLink: (id: number) =>
      queryOptions({
        queryKey: mediaKeys.soundFileAudioLink(id),
        queryFn: ({ signal }) => client.call('soundFileAudioLink', { params: { id }, signal }),
        gcTime: 0,
        staleTime: MINUTE,
      }),
  };
}

export function mediaMutations(client: ApiClient) {
  return {
    /** Sends the box's mail for a sample message; changes nothing cached. */
    sendVoicemailTestMail: () => mutationFor(client, 'sendVoicemailTestMail'),
  };
}
