import {
  type Contact,
  type Department,
  defaultOpeningHours,
  type Widget,
  widgetDefaults,
} from '@switchboard/contract';
import { fakeApi } from '#test/fakeApi';
import { renderApp } from '#test/renderApp';
import { fakeWidgetApi, widget } from '#test/widgetFixtures';

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

/** The console at `path` over one widget 'Main' with `contacts`; extra routes replace the fake's. */
export async function openContacts(
  path: string,
  contacts: Contact[],
  options: { fail?: string[]; routes?: Record<string, unknown> } = {},
) {
  const backend = fakeWidgetApi([widget(1, 'Main', { contacts })], { fail: options.fail ?? [] });
  const api = fakeApi({ ...backend.routes, ...options.routes });
  const view = await renderApp({ path, fetch: api.fetch, loggedIn: true });
  const saves = () =>
    api.calls
      .filter((call) => call.method === 'POST' && call.path === '/admin/widget/contacts/1')
      .map((call) => (call.body as { contacts: Contact[] }).contacts);
  const stored = () => (backend.widgets[0] as Widget).contacts;
  return { ...view, api, backend, saves, stored };
}

/** The API's client-id rule (packages/contract/src/bodies/widget.ts). */
export const CLIENT_ID = /^[A-Za-z0-9_-]{1,64}$/;
