import { ringGroupsMessages as m } from './ringGroups.messages';

/** The ring strategies' names (apart from the forms, which load with their dialog). */
export const strategyLabels = { ringall: m.ringall, random: m.random, ordered: m.ordered } as const;
