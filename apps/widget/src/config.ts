// The public widget configuration (GET {apiBase}/public/widget/{publicKey}) as the runtime reads it.
// Declared here until @switchboard/contract exports `WidgetPublicConfig`; then these become
// `import type` re-exports and `normalizeConfig` stays the one place that fills defaults (spec §9).

export type Side = 'right' | 'left';
export type ChatVisibility = 'on-desktop-and-mobile' | 'desktop' | 'mobile' | 'hide' | 'advanced';
export type Weekday = 'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday';

export interface TimeRange {
  /** 'HH:MM', 24-hour clock, in the office's time zone. */
  from: string;
  /** 'HH:MM'; a value at or before `from` runs past midnight into the next day. */
  to: string;
}

export interface OpeningDay {
  closed: boolean;
  ranges: TimeRange[];
}

export type OpeningHours = Partial<Record<Weekday, OpeningDay>>;

export interface ContactOptions {
  phoneCalls: boolean;
  requestCallback: boolean;
  chat: boolean;
  email: boolean;
  videoCalls: boolean;
}

export interface PublicDepartment {
  id: string | number;
  name: string;
  slug: string;
  contactOptions: ContactOptions;
  phoneNumber?: string | null;
  /** Missing: the office's hours apply. */
  openingHours?: OpeningHours | null;
}

export interface PublicContact {
  id: string | number;
  slug: string;
  mainSettings: {
    title: string;
    phoneNumber?: string | null;
    contactOptions: ContactOptions;
  };
  openingHours?: OpeningHours | null;
  /** IANA time zone of the office, e.g. 'Europe/Berlin'. */
  timezone?: string | null;
  departments: PublicDepartment[];
}

export interface Appearance {
  bodyBackground: string;
  bodyColor: string;
  headerBackground: string;
  headerColor: string;
  headerIconBackground: string;
  headerIconColor: string;
  contactListBackground: string;
  contactListColor: string;
  onlineStatus: string;
  departmentBackground: string;
  departmentListBackground: string;
  departmentListColor: string;
  departmentListIcon: string;
  departmentListIconColor: string;
  departmentListActiveIcon: string;
  departmentListActiveIconColor: string;
  sidebarBackground: string;
  sidebarIconBackground: string;
  sidebarIconColor: string;
  dialerButtonBg: string;
  dialerButtonColor: string;
  callHangBg: string;
  callHangColor: string;
  submitButtonBg: string;
  submitButtonColor: string;
  widgetPosition: Side;
  chatVisibility: ChatVisibility;
  displayOffline: boolean;
  offlineStatus: string;
}

export interface Multilanguage {
  lang: string;
  userLanguages: string[];
  userEditedLangs: Record<string, Record<string, string>>;
}

export interface WidgetPublicConfig {
  public_key: string;
  name: string;
  sidebar: { colorScheme?: string; position: Side; animation: string };
  appearance: Appearance;
  multilanguage: Multilanguage;
  contacts: PublicContact[];
}

/** The floating button's colour when the appearance names none (spec §3: green). */
export const DEFAULT_BUTTON_COLOR = '#16a34a';

/**
 * Fills what an older or partial config leaves out with the spec's defaults (§3, §9), so the
 * runtime never checks for undefined: position right, visibility on desktop and mobile, language en.
 */
export function normalizeConfig(raw: Partial<WidgetPublicConfig>): WidgetPublicConfig {
  const appearance = { ...raw.appearance } as Appearance;
  appearance.widgetPosition = side(appearance.widgetPosition);
  appearance.chatVisibility = appearance.chatVisibility || 'on-desktop-and-mobile';
  appearance.displayOffline = appearance.displayOffline !== false;
  const sidebar = { ...raw.sidebar } as WidgetPublicConfig['sidebar'];
  sidebar.position = side(sidebar.position);
  sidebar.animation = sidebar.animation || 'ripple';
  const ml = { ...raw.multilanguage } as Multilanguage;
  ml.lang = ml.lang || 'en';
  ml.userLanguages = ml.userLanguages || [ml.lang];
  ml.userEditedLangs = ml.userEditedLangs || {};
  return {
    public_key: raw.public_key || '',
    name: raw.name || '',
    sidebar,
    appearance,
    multilanguage: ml,
    contacts: Array.isArray(raw.contacts) ? raw.contacts : [],
  };
}

function side(value: unknown): Side {
  return value === 'left' ? 'left' : 'right';
}

/**
 * A colour from the config, or undefined when it could break out of a CSS declaration. Values land
 * in custom properties inside the shadow root; this keeps them to colour syntax (names, #hex,
 * rgb()/hsl()/color-mix()) and refuses `;`, braces, quotes and `url(`.
 */
export function safeColor(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const v = value.trim();
  return /^[#\w\s(),.%/+-]{1,80}$/.test(v) && !/url\s*\(/i.test(v) ? v : undefined;
}
