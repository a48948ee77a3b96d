/** The price list screen's tabs, as its address names them; apart from the screen, which loads with its route. */
export const ADMIN_TARIFF_TABS = ['types', 'plans', 'service-plans'] as const;
export type AdminTariffTab = (typeof ADMIN_TARIFF_TABS)[number];
