/**
 * The endpoint table's sound file, voicemail and timeslot entries (spread into `endpoints`): the
 * resources' derived entries, the sound file's audio (a signed link, then the file it leads to,
 * served with range requests) and the voicemail's test mail.
 */
import { emptyBody } from './bodies/empty.js';
import { returns, returnsFile } from './endpoint.js';
import type { AttachmentLink, MessageResponse } from './entities/responses.js';
import * as paths from './paths.js';

export const mediaEndpoints = {
  /** A link (valid 5 minutes, no token needed) to sound file `:id`'s audio, for an <audio> element. */
  soundFileAudioLink: {
    method: 'GET',
    path: paths.soundFileAudioLink,
    body: undefined,
    response: returns<AttachmentLink>(),
    auth: 'verified',
  },
  /** The audio behind a soundFileAudioLink (`url`), with `Range` requests (206, 416). */
  soundFileAudio: {
    method: 'GET',
    path: paths.soundFileAudio,
    body: undefined,
    response: returnsFile(),
    auth: 'public',
  },
  /** Sends voicemail `:id`'s mail, as a caller's message would be sent, to its addresses now. */
  sendVoicemailTestMail: {
    method: 'POST',
    path: paths.voicemailTestMail,
    body: emptyBody,
    response: returns<MessageResponse>(),
    auth: 'verified',
  },
} as const;
