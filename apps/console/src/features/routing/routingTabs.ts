/** The tabs of the routing page, in order (`?tab=` opens one). */
export const ROUTING_TABS = ['inbound', 'outbound', 'tester'] as const;
export type RoutingTab = (typeof ROUTING_TABS)[number];
