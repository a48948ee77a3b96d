import { queueOptionsMessages as m } from './queues.messages';

/** The queue actions' names (apart from the forms, which load with their dialog). */
export const actionLabels = { play_audio: m.playAudio, play_moh: m.playMoh } as const;
