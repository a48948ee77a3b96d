/**
 * A whole widget, created or updated at once (POST /admin/widget, PUT /admin/widget/:id): every
 * part's fields, its contacts included.
 */
import { ruled } from '@switchboard/forms';
import { coerce, enums, type Infer, literal, nullable, optional, type } from 'superstruct';
import { BILLING_PERIODS, SERVICE_TYPES, WIDGET_PLANS } from '../widget-defaults.js';
import { optionalText, text, timezone } from './fields.js';
import { appearanceFields, countryList, ipList, multilanguageFields, sidebarFields } from './widget.js';
import { contactList } from './widget-contacts.js';
import { bool } from './widget-fields.js';

const link = () => optional(coerce(nullable(text('url|between:1-2000')), literal(''), () => null));

export const widgetConfigFields = () =>
  ruled(type({ gdpr_url: link(), terms_url: link() }), '', {
    labels: { gdpr_url: 'GDPR url', terms_url: 'Terms url' },
  });

const widgetFields = () => ({
  timezone: timezone(),
  is_active: optional(bool()),
  plan: optional(ruled(enums(WIDGET_PLANS), '')),
  plan_category: optional(ruled(enums(SERVICE_TYPES), '')),
  billing_period: optional(ruled(enums(BILLING_PERIODS), '')),
  contacts: optional(contactList()),
  sidebar: optional(sidebarFields()),
  appearance: optional(appearanceFields()),
  multilanguage: optional(multilanguageFields()),
  my_country: optional(countryList()),
  ip_blacklist: optional(ipList()),
  config: optional(widgetConfigFields()),
});

/**
 * POST /admin/widget. Only the name is required; everything left out gets the defaults of
 * `widgetDefaults` (position right, animation ripple, language en, green button…).
 */
export const createWidgetBody = type({ name: text('required|between:1-100'), ...widgetFields() });
export type CreateWidgetBody = Infer<typeof createWidgetBody>;

/** PUT /admin/widget/:id: the whole widget; fields left out keep their stored values. */
export const updateWidgetBody = type({ name: optionalText('between:1-100'), ...widgetFields() });
export type UpdateWidgetBody = Infer<typeof updateWidgetBody>;
