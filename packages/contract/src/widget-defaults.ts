/**
 * Widget constants and defaults (spec §3, §9): what a new widget, contact or department starts
 * with, and what "reset appearance" restores. The server fills these in on create; the console
 * shows them and resets to them.
 */
import type { ReportType } from './entities/reports.js';
import type {
  Appearance,
  BillingPeriod,
  ChatVisibility,
  ContactOptions,
  Multilanguage,
  OpeningHours,
  ServiceType,
  Sidebar,
  SidebarAnimation,
  SidebarColorScheme,
  VisitorRequestType,
  WidgetConfig,
  WidgetPlan,
  WidgetPosition,
} from './entities/widget.js';

export const WIDGET_POSITIONS = ['left', 'right'] as const satisfies readonly WidgetPosition[];
export const SIDEBAR_ANIMATIONS = [
  'ripple',
  'pulse',
  'bounce',
  'shake',
  'none',
] as const satisfies readonly SidebarAnimation[];
export const SIDEBAR_COLOR_SCHEMES = [
  'light',
  'dark',
  'auto',
] as const satisfies readonly SidebarColorScheme[];
export const CHAT_VISIBILITIES = [
  'on-desktop-and-mobile',
  'desktop',
  'mobile',
  'hide',
  'advanced',
] as const satisfies readonly ChatVisibility[];
export const WIDGET_PLANS = [
  'start',
  'business',
  'business-pro',
  'enterprise',
] as const satisfies readonly WidgetPlan[];
export const BILLING_PERIODS = ['yearly', 'monthly'] as const satisfies readonly BillingPeriod[];
/** Spec §3 service types, word for word. */
export const SERVICE_TYPES = [
  'virtual-number',
  'contract-center',
  'website-dialer',
  'pbx-ivr',
  'call-tracker',
] as const satisfies readonly ServiceType[];

/** The report pages (spec §2) and the kind of visitor request each one counts. */
export const REPORT_TYPES = [
  'calls',
  'call-request',
  'video-calls',
  'emails',
  'messages',
] as const satisfies readonly ReportType[];
export const REQUEST_TYPE_OF_REPORT: Record<ReportType, VisitorRequestType> = {
  calls: 'call',
  'call-request': 'callback',
  'video-calls': 'video-call',
  emails: 'email',
  messages: 'message',
};
/** Spec §2 side menu names of the report pages. */
export const REPORT_TYPE_NAMES: Record<ReportType, string> = {
  calls: 'Audio calls',
  'call-request': 'Callback requests',
  'video-calls': 'Video calls',
  emails: 'Emails',
  messages: 'Messages',
};

/** The most contacts a widget and departments a contact may have. */
export const MAX_CONTACTS = 50;
export const MAX_DEPARTMENTS = 50;
/** The most languages, blacklist entries and allowed countries a widget may have. */
export const MAX_LANGUAGES = 50;
export const MAX_BLACKLIST = 500;
export const MAX_RANGES_PER_DAY = 10;

/** Monday to Friday 09:00–17:00, closed at the weekend: what a new contact or department gets. */
export function defaultOpeningHours(): OpeningHours {
  const open = () => ({ closed: false, ranges: [{ from: '09:00', to: '17:00' }] });
  const closed = () => ({ closed: true, ranges: [] });
  return {
    monday: open(),
    tuesday: open(),
    wednesday: open(),
    thursday: open(),
    friday: open(),
    saturday: closed(),
    sunday: closed(),
  };
}

const sidebar: Sidebar = { colorScheme: 'light', position: 'right', animation: 'ripple' };

/** Green floating button and header, white panels, dark text, red hang-up. */
const appearance: Appearance = {
  bodyBackground: '#ffffff',
  bodyColor: '#1f2937',
  headerBackground: '#16a34a',
  headerColor: '#ffffff',
  headerIconBackground: '#ffffff',
  headerIconColor: '#16a34a',
  contactListBackground: '#ffffff',
  contactListColor: '#1f2937',
  onlineStatus: '#22c55e',
  offlineStatus: '#9ca3af',
  departmentBackground: '#f3f4f6',
  departmentListBackground: '#ffffff',
  departmentListColor: '#1f2937',
  departmentListIcon: '#e5e7eb',
  departmentListIconColor: '#4b5563',
  departmentListActiveIcon: '#16a34a',
  departmentListActiveIconColor: '#ffffff',
  sidebarBackground: '#ffffff',
  sidebarIconBackground: '#16a34a',
  sidebarIconColor: '#ffffff',
  dialerButtonBg: '#16a34a',
  dialerButtonColor: '#ffffff',
  callHangBg: '#dc2626',
  callHangColor: '#ffffff',
  submitButtonBg: '#16a34a',
  submitButtonColor: '#ffffff',
  footerBackground: '#f9fafb',
  footerColor: '#6b7280',
  floatingButtonBackground: '#16a34a',
  floatingButtonColor: '#ffffff',
  floatingButtonLabel: 'Contact us',
  onlineText: 'Online',
  offlineText: 'Offline',
  widgetPosition: 'right',
  chatVisibility: 'on-desktop-and-mobile',
  displayOffline: true,
  sounds: true,
};

const multilanguage: Multilanguage = { lang: 'en', userLanguages: ['en'], userEditedLangs: {} };
const contactOptions: ContactOptions = {
  phoneCalls: true,
  requestCallback: true,
  chat: true,
  email: true,
  videoCalls: false,
};
const config: WidgetConfig = { gdpr_url: null, terms_url: null };

/**
 * Spec §3/§9 defaults. Treat as read-only: copy (`structuredClone`) before changing anything.
 */
export const widgetDefaults = {
  timezone: null,
  is_active: true,
  plan: 'start' as WidgetPlan,
  plan_category: 'website-dialer' as ServiceType,
  billing_period: 'yearly' as BillingPeriod,
  sidebar,
  appearance,
  multilanguage,
  contactOptions,
  config,
  my_country: [] as string[],
  ip_blacklist: [] as string[],
} as const;

/** 'Main Office — Sofia' → 'main-office-sofia': lower-case ASCII letters and digits joined by '-'. */
export function toSlug(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 100);
}

/**
 * The multilanguage rules of spec §4: the current language is one of the languages (else the first
 * one, or en), the list is never empty and has no repeats, and edited translations exist only for
 * listed languages.
 */
export function normalizeMultilanguage(value: Partial<Multilanguage>): Multilanguage {
  const languages = [...new Set(value.userLanguages ?? [])];
  const userLanguages = languages.length > 0 ? languages : ['en'];
  const lang =
    value.lang && userLanguages.includes(value.lang) ? value.lang : (userLanguages[0] ?? multilanguage.lang);
  const userEditedLangs = Object.fromEntries(
    Object.entries(value.userEditedLangs ?? {}).filter(([code]) => userLanguages.includes(code)),
  );
  return { lang, userLanguages, userEditedLangs };
}
