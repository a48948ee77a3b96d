import {
  type Contact,
  type Department,
  defaultOpeningHours,
  type Widget,
  widgetDefaults,
} from '@switchboard/contract';
import { json, profile } from './fakeApi';

const STAMP = '2026-01-01T09:00:00.000Z';

/** A whole widget as GET /admin/widgets answers it: the spec defaults plus `overrides`. */
export function widget(id: number, name: string, overrides: Partial<Widget> = {}): Widget {
  const defaults = structuredClone(widgetDefaults);
  return {
    id,
    name,
    timezone: defaults.timezone,
    is_active: defaults.is_active,
    plan: defaults.plan,
    plan_category: defaults.plan_category,
    billing_period: defaults.billing_period,
    default: false,
    contacts: [],
    sidebar: defaults.sidebar,
    appearance: defaults.appearance,
    multilanguage: defaults.multilanguage,
    my_country: defaults.my_country,
    ip_blacklist: defaults.ip_blacklist,
    config: defaults.config,
    public_key: `pk_${id}_${name.toLowerCase().replace(/\W+/g, '')}`,
    created_at: STAMP,
    updated_at: STAMP,
    ...overrides,
  };
}

/** An office as the API stores it. */
export function office(id: string, title: string, overrides: Partial<Contact> = {}): Contact {
  return {
    id,
    slug: title.toLowerCase().replace(/\W+/g, '-'),
    mainSettings: {
      title,
      email: `${id}@example.com`,
      phoneNumber: '+35924001000',
      contactOptions: { ...widgetDefaults.contactOptions },
    },
    openingHours: defaultOpeningHours(),
    timezone: null,
    address: { country: '', state: '', street: '', postCode: '' },
    departments: [],
    ...overrides,
  };
}

export function department(id: string, name: string, overrides: Partial<Department> = {}): Department {
  return {
    id,
    name,
    slug: name.toLowerCase().replace(/\W+/g, '-'),
    contactOptions: { ...widgetDefaults.contactOptions },
    email: '',
    phoneNumber: '',
    openingHours: defaultOpeningHours(),
    ...overrides,
  };
}

type Route = (request: { method: string; path: string; body: unknown }) => Response | Promise<Response>;

/**
 * The widget endpoints over an in-memory account, answering as the API does: the list (one
 * default), create, update, delete (answers the rest), activate, and the per-part saves (sidebar,
 * appearance, countries, blacklist, contacts, languages). `fail` makes the named call answer 500.
 * Spread `routes` into `fakeApi` with any others a test needs (a '*' route of your own replaces
 * the id-carrying ones). `widgets` is the live state, to assert what was stored.
 */
export function fakeWidgetApi(seed: Widget[] = [], options: { fail?: string[] } = {}) {
  const widgets = seed.map((row) => structuredClone(row));
  if (widgets.length > 0 && !widgets.some((row) => row.default)) (widgets[0] as Widget).default = true;
  let nextId = 100;
  const failing = new Set(options.fail ?? []);
  const find = (path: string) => widgets.find((row) => row.id === Number(path.split('/').pop()));
  const guard =
    (name: string, handler: Route): Route =>
    (request) =>
      failing.has(name) ? json({ message: 'Server error' }, 500) : handler(request);
  const save = (name: string, change: (row: Widget, body: Record<string, unknown>) => unknown) =>
    guard(name, ({ path, body }) => {
      const row = find(path);
      if (!row) return json({ message: 'Not found.' }, 404);
      const answer = change(row, body as Record<string, unknown>);
      return json(answer ?? row);
    });
  const routes: Record<string, Route | unknown> = {
    'GET /admin/me': profile(),
    'GET /admin/widgets': guard('listWidgets', () => json(widgets)),
    'POST /admin/widget': guard('createWidget', ({ body }) => {
      const created = widget(nextId++, String((body as { name: string }).name), {
        default: widgets.length === 0,
      });
      widgets.push(created);
      return json(created, 201);
    }),
  };
  const dynamic: Record<string, Route> = {
    'PUT /admin/widget/': save('updateWidget', (row, body) => Object.assign(row, body)),
    'DELETE /admin/widget/': guard('deleteWidget', ({ path }) => {
      const row = find(path);
      if (!row) return json({ message: 'Not found.' }, 404);
      widgets.splice(widgets.indexOf(row), 1);
      if (row.default && widgets[0]) widgets[0].default = true;
      return json(widgets);
    }),
    'POST /admin/widget/active/': guard('activateWidget', ({ path }) => {
      const row = find(path);
      if (!row) return json({ message: 'Not found.' }, 404);
      for (const other of widgets) other.default = other === row;
      return json(widgets);
    }),
    'PUT /admin/widget/sidebar/': save('updateWidgetSidebar', (row, body) => {
      row.sidebar = body.sidebar as Widget['sidebar'];
    }),
    'PUT /admin/widget/appearance/': save('updateWidgetAppearance', (row, body) => {
      row.appearance = body.appearance as Widget['appearance'];
    }),
    'PUT /admin/widget/countries/': save('updateWidgetCountries', (row, body) => {
      row.my_country = body.countries as string[];
    }),
    'PUT /admin/widget/blacklist/': save('updateWidgetBlacklist', (row, body) => {
      row.ip_blacklist = body.ips as string[];
    }),
    'POST /admin/widget/contacts/': save('saveWidgetContacts', (row, body) => {
      row.contacts = body.contacts as Widget['contacts'];
      return row.contacts;
    }),
    'POST /admin/widget/languages/': save('saveWidgetLanguages', (row, body) => {
      row.multilanguage = { ...row.multilanguage, ...(body.multilanguage as object) };
      return row.multilanguage;
    }),
    'PUT /admin/widget/languages/': save('saveWidgetTranslations', (row, body) => {
      row.multilanguage = { ...row.multilanguage, ...(body.multilanguage as object) };
      return row.multilanguage;
    }),
    'PATCH /admin/widget/languages/': save('setWidgetLanguage', (row, body) => {
      row.multilanguage = { ...row.multilanguage, ...(body.multilanguage as object) };
      return row.multilanguage;
    }),
  };
  // Paths that carry an id are matched by prefix, through fakeApi's '*' fallback.
  routes['*'] = (request: Parameters<Route>[0]) => {
    const prefix = Object.keys(dynamic)
      .filter((key) => `${request.method} ${request.path}`.startsWith(key))
      .sort((a, b) => b.length - a.length)[0];
    return prefix ? (dynamic[prefix] as Route)(request) : json({ message: 'Not found.' }, 404);
  };
  return { widgets, routes };
}
