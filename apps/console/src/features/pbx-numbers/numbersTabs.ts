/** The tabs of the numbers page, in order (`?tab=` opens one). */
export const NUMBERS_TABS = ['external', 'internal'] as const;
export type NumbersTab = (typeof NUMBERS_TABS)[number];
