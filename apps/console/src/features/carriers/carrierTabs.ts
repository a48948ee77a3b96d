/** The tabs of Carrier Details, in order (`?tab=` opens one). */
export const CARRIER_TABS = ['general', 'trunks', 'rates', 'rules'] as const;
export type CarrierTab = (typeof CARRIER_TABS)[number];
