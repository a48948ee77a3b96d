import { soundFilesMessages as m } from './soundFiles.messages';

/** The sound file types' names (apart from the form, which loads with its dialog). */
export const filetypeLabels = { flow: m.flow, moh: m.moh } as const;
