import type {
  Appearance,
  DayHours,
  OpeningHours,
  PublicContact,
  Weekday,
  WidgetPublicConfig,
} from '../config';

const open9to5 = (): DayHours => ({ closed: false, ranges: [{ from: '09:00', to: '17:00' }] });
const closed = (): DayHours => ({ closed: true, ranges: [] });

/** A whole week from the days given; the others closed. */
export function week(days: Partial<Record<Weekday, DayHours>>): OpeningHours {
  return {
    monday: closed(),
    tuesday: closed(),
    wednesday: closed(),
    thursday: closed(),
    friday: closed(),
    saturday: closed(),
    sunday: closed(),
    ...days,
  };
}

/** Monday to Friday 09:00–17:00, weekend closed (the contract's default for a new office). */
export const officeHours: OpeningHours = week({
  monday: open9to5(),
  tuesday: open9to5(),
  wednesday: open9to5(),
  thursday: open9to5(),
  friday: open9to5(),
});

export const allOptions = {
  phoneCalls: true,
  requestCallback: true,
  chat: true,
  email: true,
  videoCalls: true,
};

export const berlin: PublicContact = {
  id: 'c-berlin',
  slug: 'berlin',
  title: 'Berlin office',
  phoneNumber: '+49 30 1234567',
  contactOptions: allOptions,
  openingHours: officeHours,
  timezone: 'Europe/Berlin',
  departments: [
    {
      id: 'd-sales',
      name: 'Sales',
      slug: 'sales',
      contactOptions: allOptions,
      phoneNumber: '+49 30 7654321',
      openingHours: officeHours,
    },
    {
      id: 'd-support',
      name: 'Support',
      slug: 'support',
      contactOptions: { ...allOptions, phoneCalls: false, videoCalls: false },
      phoneNumber: '',
      // Open at night only: closed at the times the tests use.
      openingHours: week({ monday: { closed: false, ranges: [{ from: '22:00', to: '23:00' }] } }),
    },
  ],
};

export const newYork: PublicContact = {
  id: 'c-ny',
  slug: 'new-york',
  title: 'New York office',
  phoneNumber: '+1 212 555 0100',
  contactOptions: allOptions,
  openingHours: officeHours,
  timezone: 'America/New_York',
  departments: [],
};

export const appearance: Partial<Appearance> = {
  headerBackground: '#112233',
  headerColor: '#ffffff',
  submitButtonBg: 'rgb(10, 20, 30)',
  floatingButtonBackground: '#ff6600',
  floatingButtonLabel: 'Contact us',
  onlineText: 'Online',
  offlineText: 'Offline',
  widgetPosition: 'left',
  chatVisibility: 'on-desktop-and-mobile',
  displayOffline: true,
};

export function makeConfig(overrides: Partial<WidgetPublicConfig> = {}): WidgetPublicConfig {
  return {
    public_key: 'pk_test',
    name: 'Acme',
    timezone: null,
    sidebar: { colorScheme: 'light', position: 'right', animation: 'ripple' },
    appearance: appearance as Appearance,
    multilanguage: { lang: 'en', userLanguages: ['en'], userEditedLangs: {} },
    config: { gdpr_url: null, terms_url: null },
    contacts: [berlin, newYork],
    ...overrides,
  };
}

/**
 * Monday 2026-11-23 10:30 in Berlin (09:30 UTC): Berlin is open, New York (04:30) is not.
 */
export const MONDAY_MORNING_BERLIN = new Date('2026-11-23T09:30:00Z');

/** A fetch answer as the public API gives it. */
export function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}
