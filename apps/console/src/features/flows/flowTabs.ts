/** The tabs of a flow's page, in order (`?tab=` opens one). */
export const FLOW_TABS = ['general', 'versions', 'settings'] as const;
export type FlowTab = (typeof FLOW_TABS)[number];
