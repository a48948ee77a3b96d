/**
 * The website widget (spec §3 "Widget (phone)"): its contacts (offices) with departments, the
 * sidebar, the appearance, the languages, the country allow-list and the IP blacklist. Contacts,
 * sidebar, appearance and languages are edited as whole objects by the console and stored as they
 * travel; ids of contacts and departments are made by the client (spec §3).
 */
import type { Timestamp } from './common.js';

/** Days of the week in display order, keyed as the kit's OpeningHours value keys them (spec §9). */
export type Weekday = 'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday';

/** One opening interval, both ends 24-hour `HH:MM`, `from` before `to`. */
export interface TimeRange {
  from: string;
  to: string;
}

/**
 * A day's hours: closed, or open during each range (ranges do not overlap). A day that is not
 * closed and has no ranges is open all day.
 */
export interface DayHours {
  closed: boolean;
  ranges: TimeRange[];
}

/** Opening hours for a whole week; the same shape as the kit's `OpeningHoursValue`. */
export type OpeningHours = Record<Weekday, DayHours>;

/** Which buttons a contact or department offers to visitors. */
export interface ContactOptions {
  phoneCalls: boolean;
  requestCallback: boolean;
  chat: boolean;
  email: boolean;
  videoCalls: boolean;
}

/** A department of a contact (office). `phoneNumber` is international (`+` and country code) or ''. */
export interface Department {
  /** Made by the client: letters, digits, `-` and `_`, at most 64. */
  id: string;
  name: string;
  /** Derived from the name when left empty (`toSlug`). */
  slug: string;
  contactOptions: ContactOptions;
  /** Where the department's visitor emails and messages go; '' when none. */
  email: string;
  phoneNumber: string;
  openingHours: OpeningHours;
}

export interface ContactMainSettings {
  title: string;
  /** Where the office's visitor emails and messages go; '' when none. */
  email: string;
  /** International (`+` and country code) or ''. */
  phoneNumber: string;
  contactOptions: ContactOptions;
}

export interface ContactAddress {
  country: string;
  state: string;
  street: string;
  postCode: string;
}

/** A contact (office) of a widget. */
export interface Contact {
  /** Made by the client: letters, digits, `-` and `_`, at most 64. */
  id: string;
  /** Derived from the title when left empty (`toSlug`). */
  slug: string;
  mainSettings: ContactMainSettings;
  openingHours: OpeningHours;
  /** The zone the opening hours are in; null: the widget's. */
  timezone: string | null;
  address: ContactAddress;
  departments: Department[];
}

export type WidgetPosition = 'left' | 'right';
export type SidebarAnimation = 'ripple' | 'pulse' | 'bounce' | 'shake' | 'none';
/** `auto` follows the visitor's light or dark preference. */
export type SidebarColorScheme = 'light' | 'dark' | 'auto';
export type ChatVisibility = 'on-desktop-and-mobile' | 'desktop' | 'mobile' | 'hide' | 'advanced';

export interface Sidebar {
  colorScheme: SidebarColorScheme;
  /** Default right. */
  position: WidgetPosition;
  /** Default ripple. */
  animation: SidebarAnimation;
}

/** The colour fields of the appearance: CSS colours (`#rgb`, `#rrggbb`, `#rrggbbaa`, `rgb()`, `hsl()`). */
export type AppearanceColorField =
  | 'bodyBackground'
  | 'bodyColor'
  | 'headerBackground'
  | 'headerColor'
  | 'headerIconBackground'
  | 'headerIconColor'
  | 'contactListBackground'
  | 'contactListColor'
  | 'onlineStatus'
  | 'offlineStatus'
  | 'departmentBackground'
  | 'departmentListBackground'
  | 'departmentListColor'
  | 'departmentListIcon'
  | 'departmentListIconColor'
  | 'departmentListActiveIcon'
  | 'departmentListActiveIconColor'
  | 'sidebarBackground'
  | 'sidebarIconBackground'
  | 'sidebarIconColor'
  | 'dialerButtonBg'
  | 'dialerButtonColor'
  | 'callHangBg'
  | 'callHangColor'
  | 'submitButtonBg'
  | 'submitButtonColor'
  | 'footerBackground'
  | 'footerColor'
  | 'floatingButtonBackground'
  | 'floatingButtonColor';

/** The text fields of the appearance (at most 50 characters each). */
export type AppearanceTextField = 'floatingButtonLabel' | 'onlineText' | 'offlineText';

/** Spec §3 Appearance, plus the wider design's footer, floating button, texts and sounds. */
export type Appearance = Record<AppearanceColorField, string> &
  Record<AppearanceTextField, string> & {
    /** Default right. */
    widgetPosition: WidgetPosition;
    /** Default on-desktop-and-mobile. */
    chatVisibility: ChatVisibility;
    /** Show the widget (greyed, offline texts) outside opening hours. */
    displayOffline: boolean;
    /** Play the ringing and notification sounds. */
    sounds: boolean;
  };

/** Language code → (text key → translation). */
export type TranslationMap = Record<string, Record<string, string>>;

export interface Multilanguage {
  /** The current language, one of `userLanguages` (default en). */
  lang: string;
  /** The widget's languages (default ['en']), never empty. */
  userLanguages: string[];
  /** Translations edited by the owner, per language of `userLanguages`. */
  userEditedLangs: TranslationMap;
}

/** Links the visitor forms show next to the terms box. */
export interface WidgetConfig {
  gdpr_url: string | null;
  terms_url: string | null;
}

export type WidgetPlan = 'start' | 'business' | 'business-pro' | 'enterprise';
export type BillingPeriod = 'yearly' | 'monthly';
/** Spec §3 service types. */
export type ServiceType =
  | 'virtual-number'
  | 'contract-center'
  | 'website-dialer'
  | 'pbx-ivr'
  | 'call-tracker';

/** A widget (phone) as the owner sees it: GET /admin/widgets and every widget save. */
export interface Widget {
  id: number;
  name: string;
  timezone: string | null;
  /** Availability: an inactive widget is not served to visitors. */
  is_active: boolean;
  plan: WidgetPlan;
  plan_category: ServiceType;
  billing_period: BillingPeriod;
  /** The active widget of the list; exactly one widget of a non-empty list has it. */
  default: boolean;
  contacts: Contact[];
  sidebar: Sidebar;
  appearance: Appearance;
  multilanguage: Multilanguage;
  /** ISO 3166-1 alpha-2 codes of the countries visitors may come from; empty: all. */
  my_country: string[];
  /** IPv4 and IPv6 addresses and CIDR ranges refused (normalised, e.g. `2001:db8::/32`). */
  ip_blacklist: string[];
  config: WidgetConfig;
  /** Names the widget in the installation code and the public endpoints. */
  public_key: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A department as visitors see it: no email. */
export interface PublicDepartment {
  id: string;
  name: string;
  slug: string;
  phoneNumber: string;
  contactOptions: ContactOptions;
  openingHours: OpeningHours;
}

/** A contact (office) as visitors see it: no email, no address. */
export interface PublicContact {
  id: string;
  slug: string;
  title: string;
  phoneNumber: string;
  contactOptions: ContactOptions;
  openingHours: OpeningHours;
  /** The zone of the opening hours (the contact's, else the widget's, else null: UTC). */
  timezone: string | null;
  departments: PublicDepartment[];
}

/**
 * What the embeddable runtime may see (GET /public/widget/:publicKey): no plan, billing, country
 * list, IP blacklist or staff emails.
 */
export interface WidgetPublicConfig {
  public_key: string;
  name: string;
  timezone: string | null;
  sidebar: Sidebar;
  appearance: Appearance;
  multilanguage: Multilanguage;
  config: WidgetConfig;
  contacts: PublicContact[];
}

/** Kinds of visitor requests as stored; `REPORT_TYPES` name them in report paths. */
export type VisitorRequestType = 'call' | 'callback' | 'video-call' | 'email' | 'message';

/** The answer (201) to a visitor request: it is stored. */
export interface VisitorRequestAck {
  message: string;
  type: VisitorRequestType;
  created_at: Timestamp;
}
