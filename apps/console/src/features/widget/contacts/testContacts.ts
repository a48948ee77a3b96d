import type { Contact, Widget } from '@switchboard/contract';
import { fakeApi } from '#test/fakeApi';
import { renderApp } from '#test/renderApp';
import { fakeWidgetApi, widget } from '#test/widgetFixtures';

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
