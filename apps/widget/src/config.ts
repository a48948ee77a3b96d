// The public widget configuration (GET {apiBase}/public/widget/{publicKey}) as the runtime reads it.
// The shapes are the contract's (types only: nothing of the contract's code reaches the bundles);
// `normalizeConfig` fills what an older or partial answer leaves out with the spec's defaults.
import type {
  Appearance,
  ChatVisibility,
  ContactOptions,
  DayHours,
  Multilanguage,
  OpeningHours,
  PublicContact,
  PublicDepartment,
  Sidebar,
  TimeRange,
  Weekday,
  WidgetPosition,
  WidgetPublicConfig,
} from '@switchboard/contract';

export type {
  Appearance,
  ChatVisibility,
  ContactOptions,
  DayHours,
  Multilanguage,
  OpeningHours,
  PublicContact,
  PublicDepartment,
  Sidebar,
  TimeRange,
  Weekday,
  WidgetPosition,
  WidgetPublicConfig,
};

/** The floating button's colour when the appearance names none (spec §3: green). */
export const DEFAULT_BUTTON_COLOR = '#16a34a';

/**
 * The config with the spec's defaults (§3, §9) where it says nothing, so the runtime never checks
 * for undefined: position right, visibility on desktop and mobile, offline shown, language en.
 */
export function normalizeConfig(raw: Partial<WidgetPublicConfig>): WidgetPublicConfig {
  const appearance = { ...raw.appearance } as Appearance;
  appearance.widgetPosition = side(appearance.widgetPosition);
  appearance.chatVisibility = appearance.chatVisibility || 'on-desktop-and-mobile';
  appearance.displayOffline = appearance.displayOffline !== false;
  const sidebar = { ...raw.sidebar } as Sidebar;
  sidebar.position = side(sidebar.position);
  sidebar.animation = sidebar.animation || 'ripple';
  sidebar.colorScheme = sidebar.colorScheme || 'light';
  const ml = { ...raw.multilanguage } as Multilanguage;
  ml.lang = ml.lang || 'en';
  ml.userLanguages = ml.userLanguages || [ml.lang];
  ml.userEditedLangs = ml.userEditedLangs || {};
  return {
    public_key: raw.public_key || '',
    name: raw.name || '',
    timezone: raw.timezone || null,
    sidebar,
    appearance,
    multilanguage: ml,
    config: { gdpr_url: null, terms_url: null, ...raw.config },
    contacts: Array.isArray(raw.contacts) ? raw.contacts : [],
  };
}

function side(value: unknown): WidgetPosition {
  return value === 'left' ? 'left' : 'right';
}

const COLOR =
  /^(#[\da-f]{3,8}|[a-z]{3,30}|(rgba?|hsla?|hwb|lab|lch|oklab|oklch|color|color-mix)\([\w\s#%.,/+-]*(\([\w\s#%.,/+-]*\)[\w\s#%.,/+-]*)*\))$/i;

/**
 * A colour from the config, or undefined when it is not colour syntax (a name, #hex, or a colour
 * function such as rgb(), hsl() or color-mix()). Values land in custom properties inside the
 * shadow root; this keeps anything that could end a declaration (`;`, braces, quotes, `url(`) out.
 */
export function safeColor(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const v = value.trim();
  return COLOR.test(v) ? v : undefined;
}

/** An http(s) link from the config (terms, GDPR), or undefined: no javascript: or data: URLs. */
export function safeUrl(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}
