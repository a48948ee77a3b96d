/** The tabs of Ring Group Details, in order (`?tab=` opens one). */
export const RING_GROUP_TABS = ['general', 'members'] as const;
export type RingGroupTab = (typeof RING_GROUP_TABS)[number];
