import { act, screen, waitFor } from '@testing-library/react';
import { fakeApi, profile } from '#test/fakeApi';
import { renderApp } from '#test/renderApp';
import { WIDGET_GLOBAL, WIDGET_HOST_TAG } from './useProviderWidgetScript';

const KEY = 'pk_provider_0123456789';
const scripts = () => document.querySelectorAll<HTMLScriptElement>('script[src="/widget.js"]');
const hosts = () => document.querySelectorAll(WIDGET_HOST_TAG);
const widgetGlobal = () => (window as { [WIDGET_GLOBAL]?: unknown })[WIDGET_GLOBAL];

/** What the loader does once it runs (jsdom loads no scripts): its global and its host element. */
function drawWidget() {
  (window as { [WIDGET_GLOBAL]?: unknown })[WIDGET_GLOBAL] = () => {};
  document.documentElement.append(document.createElement(WIDGET_HOST_TAG));
}

async function openProfile(providerKey: string | null = KEY) {
  const current = profile();
  const api = fakeApi({
    'GET /admin/me': current,
    'GET /admin/profile': current,
    'GET /admin/provider-widget': { public_key: providerKey },
  });
  const view = await renderApp({ path: '/profile', fetch: api.fetch, loggedIn: true });
  await screen.findByText('Anna Schmidt', { selector: 'strong' });
  return view;
}

afterEach(() => {
  for (const element of [...scripts(), ...hosts()]) element.remove();
  delete (window as { [WIDGET_GLOBAL]?: unknown })[WIDGET_GLOBAL];
});

describe("the profile shell's provider widget (spec §2)", () => {
  it('loads the widget script once while open, and removes it, the host and the global on unmount', async () => {
    const { unmount } = await openProfile();

    await waitFor(() => expect(scripts()).toHaveLength(1));
    const script = scripts().item(0);
    expect(script.parentElement).toBe(document.body);
    expect(script.async).toBe(true);
    expect(script.getAttribute('data-switchboard-key')).toBe(KEY);
    expect(script.getAttribute('data-switchboard-api')).toBe(window.location.origin);

    drawWidget();
    expect(hosts()).toHaveLength(1);
    unmount();
    expect(scripts()).toHaveLength(0);
    expect(hosts()).toHaveLength(0);
    expect(widgetGlobal()).toBeUndefined();

    // A loader that finishes after the area closed draws nothing that stays (it adds its host to
    // the root element, after <body>).
    document.documentElement.append(document.createElement(WIDGET_HOST_TAG));
    await waitFor(() => expect(hosts()).toHaveLength(0));
  });

  it('removes the widget when leaving the profile area for another page', async () => {
    const { app, location } = await openProfile();
    await waitFor(() => expect(scripts()).toHaveLength(1));
    drawWidget();

    // Pages within the area keep the same script.
    await act(() => app.router.navigate({ to: '/profile/profile-info' }));
    expect(scripts()).toHaveLength(1);
    expect(hosts()).toHaveLength(1);

    await act(() => app.router.history.push('/no-such-page'));
    await waitFor(() => expect(scripts()).toHaveLength(0));
    expect(location().pathname).toBe('/no-such-page');
    expect(hosts()).toHaveLength(0);
    expect(widgetGlobal()).toBeUndefined();
  });

  it('loads nothing while no administrator has picked a widget', async () => {
    await openProfile(null);
    expect(scripts()).toHaveLength(0);
  });
});
