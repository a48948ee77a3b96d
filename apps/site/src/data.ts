import type { SubscriptionPlan, Tariff, TariffType } from '@switchboard/contract';

/** What the API reads for a page: the same data its JSON endpoints serve. */
export interface SiteData {
  /** The address the site is reached at, for absolute hreflang links (no trailing slash). */
  origin: string;
  plans: SubscriptionPlan[];
  tariffTypes: TariffType[];
  /** The tariffs page's chosen type and its rows; null on the other pages. */
  tariffs: { type: string; rows: Tariff[] } | null;
}
