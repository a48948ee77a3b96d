/** The tabs of Queue Details, in order (`?tab=` opens one). */
export const QUEUE_TABS = ['general', 'members', 'actions', 'rules', 'vip', 'black'] as const;
export type QueueTab = (typeof QUEUE_TABS)[number];
