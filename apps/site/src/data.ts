import type { SubscriptionPlan, Tariff, TariffType } from '@switchboard/contract';

/** What the API reads for a page: the same data its JSON endpoints serve. */
export interface SiteData {
  /** The address the site is reached at, for absolute hreflang links (no trailing slash). */
  origin: string;
  plans: SubscriptionPlan[];
  tariffTypes: TariffType[];
  /** The tariffs page's chosen type and its rows; null on the other pages. */
  tariffs: { type: string; rows: Tariff[] } | null;
  /** The home page answering its contact form sent without the page's script (POST /home). */
  contact?: ContactFormState;
}

/** How a contact form post went, and what to show again in the form. */
export interface ContactFormState {
  outcome: 'sent' | 'invalid' | 'tooMany' | 'failed';
  /** What the visitor typed; null after a success (the form starts empty again). */
  values: ContactFormValues | null;
  /** The fields that broke a rule, each marked with its rule beside it. */
  errors: string[];
}

export interface ContactFormValues {
  name: string;
  email: string;
  department: string;
  message: string;
  terms: boolean;
}
