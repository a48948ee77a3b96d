import { use } from 'react';

type WordsModule = typeof import('./activityWords');

/** The activity's words (actions, areas, addresses) load with the route's data, not in its chunk. */
let words: Promise<WordsModule> | undefined;
let loaded: WordsModule | undefined;
export const loadActivityWords = () => {
  words ??= import('./activityWords').then((module) => {
    loaded = module;
    return module;
  });
  return words;
};

/** The words module: at once once the loader has it, else suspending until it comes. */
export const useActivityWordsModule = (): WordsModule => loaded ?? use(loadActivityWords());
