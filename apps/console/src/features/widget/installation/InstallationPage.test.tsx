import { createHash } from 'node:crypto';
import { toast } from '@switchboard/ui';
import { screen, waitFor } from '@testing-library/react';
import { fakeApi, json } from '#test/fakeApi';
import { renderApp } from '#test/renderApp';
import { fakeWidgetApi, widget } from '#test/widgetFixtures';

afterEach(() => {
  toast.clear();
  vi.restoreAllMocks();
});

async function openInstallation(seed = [widget(1, 'Main site'), widget(2, 'Shop', { default: true })]) {
  const api = fakeApi(fakeWidgetApi(seed).routes);
  return renderApp({ path: '/widget/installation', fetch: api.fetch, loggedIn: true });
}

/** An administrator's installation page; the provider widget answers `provider` until changed. */
async function openAsAdmin(provider: string | null) {
  let publicKey = provider;
  const api = fakeApi({
    ...fakeWidgetApi([widget(1, 'Main site'), widget(2, 'Shop', { default: true })]).routes,
    'GET /admin/provider-widget': () => json({ public_key: publicKey }),
    'PUT /admin/provider-widget': ({ body }: { body: unknown }) => {
      publicKey = (body as { widget_id: number | null }).widget_id === 2 ? 'pk_2_shop' : null;
      return json({ public_key: publicKey });
    },
  });
  const view = await renderApp({
    path: '/widget/installation',
    fetch: api.fetch,
    loggedIn: true,
    admin: true,
  });
  return { ...view, api };
}

describe('the installation page', () => {
  it("shows the active widget's install code, loading from the console's origin", async () => {
    await openInstallation();
    const snippet = (await screen.findByRole('region', { name: 'Install code' })).textContent;
    expect(snippet).toContain('data-switchboard-key="pk_2_shop"');
    expect(snippet).toContain(`data-switchboard-api="${window.location.origin}"`);
    expect(screen.getByText(/just before the closing <\/body> tag/)).toBeInTheDocument();
    expect(screen.queryByText(/This widget is inactive/)).not.toBeInTheDocument();
  });

  it('explains a strict Content-Security-Policy: the hash of the inline code, the directives, a nonce, the loader alone', async () => {
    await openInstallation();
    const snippet = (await screen.findByRole('region', { name: 'Install code' })).textContent ?? '';
    expect(screen.getByRole('heading', { name: 'Sites with a Content-Security-Policy' })).toBeInTheDocument();
    // The hash a browser computes over the exact text of the pasted script element.
    const inline = snippet.slice(snippet.indexOf('">') + 2, snippet.lastIndexOf('</script>'));
    const hash = `'sha256-${createHash('sha256').update(inline, 'utf8').digest('base64')}'`;
    expect(screen.getByRole('region', { name: 'Hash for script-src' }).textContent).toBe(hash);
    const origin = window.location.origin;
    expect(screen.getByRole('region', { name: 'Content-Security-Policy directives' }).textContent).toBe(
      `script-src ${hash} ${origin};\nconnect-src ${origin};\n` +
        "require-trusted-types-for 'script'; trusted-types switchboard-widget;",
    );
    expect(screen.getByText(/allow the widget’s policy, switchboard-widget:/)).toBeInTheDocument();
    expect(screen.getByText(/add your page’s nonce attribute/)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Code without inline script' }).textContent).toBe(
      `<script src="${origin}/widget.js" data-switchboard-key="pk_2_shop" async></script>`,
    );
  });

  it('copies the code to the clipboard and says so', async () => {
    const { user } = await openInstallation();
    const code = await screen.findByRole('region', { name: 'Install code' });
    await user.click(screen.getByRole('button', { name: 'Copy code' }));
    expect(await screen.findByText('The install code is copied.')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(code.textContent);
  });

  it('says how to copy by hand when the browser refuses the clipboard', async () => {
    const { user } = await openInstallation();
    await screen.findByRole('region', { name: 'Install code' });
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(
      new DOMException('Denied', 'NotAllowedError'),
    );
    await user.click(screen.getByRole('button', { name: 'Copy code' }));
    expect(await screen.findByText(/Your browser did not allow copying/)).toBeInTheDocument();
  });

  it('warns that an inactive widget is not shown to visitors', async () => {
    await openInstallation([widget(1, 'Main site', { is_active: false })]);
    expect(await screen.findByText(/This widget is inactive/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit on the widgets page' })).toHaveAttribute('href', '/widget');
  });

  it('lets an administrator offer the widget on every user’s profile pages, and take it back', async () => {
    const { user, api } = await openAsAdmin(null);
    const offer = await screen.findByRole('switch', { name: 'Offer this widget on the profile pages' });
    await waitFor(() => expect(offer).toBeEnabled());
    expect(offer).not.toBeChecked();
    await user.click(offer);
    await waitFor(() => expect(offer).toBeChecked());
    expect(await screen.findByText('Widget data saved!')).toBeInTheDocument();
    await user.click(offer);
    await waitFor(() => expect(offer).not.toBeChecked());
    const puts = api.calls.filter((call) => call.method === 'PUT' && call.path === '/admin/provider-widget');
    expect(puts.map((call) => call.body)).toEqual([{ widget_id: 2 }, { widget_id: null }]);
  });

  it('shows the offer to administrators only', async () => {
    await openInstallation();
    await screen.findByRole('region', { name: 'Install code' });
    expect(screen.queryByRole('switch', { name: /Offer this widget/ })).not.toBeInTheDocument();
  });

  it('sends to the widgets page when there is no widget', async () => {
    await openInstallation([]);
    expect(await screen.findByRole('heading', { name: 'No phone found' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Install code' })).not.toBeInTheDocument();
  });
});
