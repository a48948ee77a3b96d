/**
 * Widget bodies (spec §7 "Widget"): create and update, the whole contact list, languages, sidebar,
 * appearance, the country allow-list and the IP blacklist. Nested failures are keyed by their
 * dotted path (`contacts.0.mainSettings.title`), with the shared rule set's words.
 */
import { messages, ruled } from '@switchboard/forms';
import {
  array,
  coerce,
  define,
  enums,
  type Infer,
  optional,
  record,
  refine,
  type Struct,
  string,
  type,
} from 'superstruct';
import type { AppearanceColorField, AppearanceTextField } from '../entities/widget.js';
import {
  CHAT_VISIBILITIES,
  MAX_BLACKLIST,
  MAX_LANGUAGES,
  SIDEBAR_ANIMATIONS,
  SIDEBAR_COLOR_SCHEMES,
  WIDGET_POSITIONS,
} from '../widget-defaults.js';
import { optionalText } from './fields.js';
import { isIpOrCidr } from './ip.js';
import { bool } from './widget-fields.js';

const COLOR =
  /^(#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})|(rgb|rgba|hsl|hsla)\(\s*[-+\d.%\s,/a-z]*\)|transparent)$/i;

/** Whether a text is a CSS colour the widget accepts: hex, rgb()/rgba(), hsl()/hsla() or transparent. */
export const isColor = (value: string): boolean => COLOR.test(value.trim()) && !/[;{}<>"']/.test(value);

/** A CSS colour (spaces trimmed). */
export const color = () =>
  ruled(
    refine(
      coerce(string(), string(), (value) => value.trim()),
      'color',
      (value) => isColor(value),
    ),
    'required|between:1-64',
  );

/** A settings object with only the given keys. */
export const onlyKnownKeys = <T extends object>(value: T, keys: readonly string[]): T =>
  Object.fromEntries(Object.entries(value).filter(([key]) => keys.includes(key))) as T;

/**
 * Unknown keys of the sidebar and appearance objects are dropped, not refused: the console sends
 * back the object it loaded, which may hold keys stored before this rule (refusing them would lock
 * the form), while dropping keeps what every visitor is served to the known settings, each of
 * bounded length, so the stored object stays small however often saves merge into it.
 */
// biome-ignore lint/suspicious/noExplicitAny: any object struct's schema.
const knownKeysOnly = <T extends object, S extends Record<string, Struct<any, any>>>(struct: Struct<T, S>) =>
  coerce(struct, type({}), (value) => onlyKnownKeys(value, Object.keys(struct.schema)) as unknown as T);

const sidebarShape = () =>
  type({
    colorScheme: optional(ruled(enums(SIDEBAR_COLOR_SCHEMES), '')),
    position: optional(ruled(enums(WIDGET_POSITIONS), '')),
    animation: optional(ruled(enums(SIDEBAR_ANIMATIONS), '')),
  });

export const sidebarFields = () => ruled(knownKeysOnly(sidebarShape()), 'required');

/** The sidebar's settings; a merged save keeps only these. */
export const SIDEBAR_FIELDS: readonly string[] = Object.keys(sidebarShape().schema);

export const APPEARANCE_COLOR_FIELDS = [
  'bodyBackground',
  'bodyColor',
  'headerBackground',
  'headerColor',
  'headerIconBackground',
  'headerIconColor',
  'contactListBackground',
  'contactListColor',
  'onlineStatus',
  'offlineStatus',
  'departmentBackground',
  'departmentListBackground',
  'departmentListColor',
  'departmentListIcon',
  'departmentListIconColor',
  'departmentListActiveIcon',
  'departmentListActiveIconColor',
  'sidebarBackground',
  'sidebarIconBackground',
  'sidebarIconColor',
  'dialerButtonBg',
  'dialerButtonColor',
  'callHangBg',
  'callHangColor',
  'submitButtonBg',
  'submitButtonColor',
  'footerBackground',
  'footerColor',
  'floatingButtonBackground',
  'floatingButtonColor',
] as const satisfies readonly AppearanceColorField[];

export const APPEARANCE_TEXT_FIELDS = [
  'floatingButtonLabel',
  'onlineText',
  'offlineText',
] as const satisfies readonly AppearanceTextField[];

type ColorStructs = Record<AppearanceColorField, ReturnType<typeof optionalColor>>;
type TextStructs = Record<AppearanceTextField, ReturnType<typeof optionalText>>;
const optionalColor = () => optional(color());

const appearanceShape = () =>
  type({
    ...(Object.fromEntries(APPEARANCE_COLOR_FIELDS.map((field) => [field, optionalColor()])) as ColorStructs),
    ...(Object.fromEntries(
      APPEARANCE_TEXT_FIELDS.map((field) => [field, optionalText('between:0-50')]),
    ) as TextStructs),
    widgetPosition: optional(ruled(enums(WIDGET_POSITIONS), '')),
    chatVisibility: optional(ruled(enums(CHAT_VISIBILITIES), '')),
    displayOffline: optional(bool()),
    sounds: optional(bool()),
  });

/** Every field may be left out: what is sent replaces the stored value, the rest stays. */
export const appearanceFields = () => ruled(knownKeysOnly(appearanceShape()), 'required');

/** The appearance's settings; a merged save keeps only these. */
export const APPEARANCE_FIELDS: readonly string[] = Object.keys(appearanceShape().schema);

const LANGUAGE = /^[a-z]{2,3}(-[a-z0-9]{2,8})*$/i;

/** A language code: ISO 639 with optional subtags, e.g. en, pt-BR. */
export const language = () =>
  coerce(
    define<string>('language', (value) =>
      typeof value === 'string' && LANGUAGE.test(value) ? true : messages.enterValid('Language'),
    ),
    string(),
    (value) => value.trim(),
  );

const translationKey = define<string>('translation key', (value) =>
  typeof value === 'string' && value.length >= 1 && value.length <= 100
    ? true
    : 'A translation key has 1 to 100 characters',
);
const translation = define<string>('translation', (value) =>
  typeof value === 'string' && value.length <= 2000 ? true : 'A translation has at most 2000 characters',
);

/** Language → (text key → translation), at most 500 texts a language. */
export const translations = () =>
  ruled(
    refine(record(language(), record(translationKey, translation)), 'translations', (value) =>
      Object.values(value).every((texts) => Object.keys(texts).length <= 500)
        ? true
        : 'At most 500 texts a language',
    ),
    'required',
  );

const languageList = () =>
  ruled(
    refine(array(language()), 'languages', (value) =>
      value.length <= MAX_LANGUAGES ? true : `At most ${MAX_LANGUAGES} languages are allowed`,
    ),
    '',
  );

const languageCtx = {
  labels: { lang: 'Language', userLanguages: 'Languages', userEditedLangs: 'Translations' },
};

export const multilanguageFields = () =>
  ruled(
    type({
      lang: optional(language()),
      userLanguages: optional(languageList()),
      userEditedLangs: optional(translations()),
    }),
    'required',
    languageCtx,
  );

/** An ISO 3166-1 alpha-2 code; `{ code }` entries of GET /admin/countries are taken as their code. */
export const countryCode = () =>
  coerce(
    coerce(
      define<string>('country', (value) =>
        typeof value === 'string' && /^[A-Z]{2}$/.test(value) ? true : messages.enterValid('Country'),
      ),
      string(),
      (value) => value.trim().toUpperCase(),
    ),
    type({ code: string() }),
    (value) => value.code,
  );

export const countryList = () =>
  ruled(
    refine(array(countryCode()), 'countries', (value) =>
      value.length <= 300 ? true : 'At most 300 countries are allowed',
    ),
    '',
  );

/** An IPv4 or IPv6 address or CIDR range. */
export const ipEntry = () =>
  coerce(
    define<string>('ip', (value) =>
      typeof value === 'string' && isIpOrCidr(value) ? true : messages.enterValid('IP address or range'),
    ),
    string(),
    (value) => value.trim().toLowerCase(),
  );

export const ipList = () =>
  ruled(
    refine(array(ipEntry()), 'ips', (value) =>
      value.length <= MAX_BLACKLIST ? true : `At most ${MAX_BLACKLIST} addresses are allowed`,
    ),
    '',
  );

/** An http(s) link, or '' / null for none. */

/**
 * POST /admin/widget/languages/:widgetId: add or remove languages. The current language stays if
 * it is still listed, else becomes the first remaining one (or en); translations of removed
 * languages are dropped.
 */
export const widgetLanguagesBody = type({
  multilanguage: ruled(
    type({
      userLanguages: languageList(),
      lang: optional(language()),
      userEditedLangs: optional(translations()),
    }),
    'required',
    languageCtx,
  ),
});
export type WidgetLanguagesBody = Infer<typeof widgetLanguagesBody>;

/** PUT /admin/widget/languages/:widgetId: the edited translations (of listed languages only). */
export const widgetTranslationsBody = type({
  multilanguage: ruled(type({ userEditedLangs: translations() }), 'required', languageCtx),
});
export type WidgetTranslationsBody = Infer<typeof widgetTranslationsBody>;

/** PATCH /admin/widget/languages/:widgetId: the current language (one of the widget's languages). */
export const widgetCurrentLanguageBody = type({
  multilanguage: ruled(type({ lang: ruled(language(), 'required', languageCtx) }), 'required', languageCtx),
});
export type WidgetCurrentLanguageBody = Infer<typeof widgetCurrentLanguageBody>;

/** PUT /admin/widget/sidebar/:widgetId. */
export const widgetSidebarBody = type({ sidebar: sidebarFields() });
export type WidgetSidebarBody = Infer<typeof widgetSidebarBody>;

/** PUT /admin/widget/appearance/:widgetId (reset: send `widgetDefaults.appearance`). */
export const widgetAppearanceBody = type({ appearance: appearanceFields() });
export type WidgetAppearanceBody = Infer<typeof widgetAppearanceBody>;

/** PUT /admin/widget/countries/:widgetId: the countries visitors may come from; [] allows all. */
export const widgetCountriesBody = type({ countries: countryList() });
export type WidgetCountriesBody = Infer<typeof widgetCountriesBody>;

/** PUT /admin/widget/blacklist/:widgetId: refused IPv4/IPv6 addresses and CIDR ranges. */
export const widgetBlacklistBody = type({ ips: ipList() });
export type WidgetBlacklistBody = Infer<typeof widgetBlacklistBody>;
