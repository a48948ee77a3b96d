import type { Widget } from '@switchboard/contract';
import { toast } from '@switchboard/ui';
import { screen, waitFor, within } from '@testing-library/react';
import { fakeApi, json } from '#test/fakeApi';
import { renderApp } from '#test/renderApp';
import { fakeWidgetApi, widget } from '#test/widgetFixtures';

afterEach(() => toast.clear());

async function openWidgets(seed: Widget[], options: { fail?: string[] } = {}) {
  const backend = fakeWidgetApi(seed, options);
  const api = fakeApi(backend.routes);
  const view = await renderApp({ path: '/widget', fetch: api.fetch, loggedIn: true });
  return { ...view, api, backend };
}

/** The widget cards in display order. */
const cards = () => within(screen.getByRole('region', { name: 'Your widgets' })).getAllByRole('article');
const cardOf = (name: string) =>
  within(screen.getByRole('heading', { name }).closest('article') as HTMLElement);
const names = () => cards().map((card) => within(card).getByRole('heading').textContent);
const activeName = () =>
  cards()
    .filter((card) => within(card).queryByText('Active widget'))
    .map((card) => within(card).getByRole('heading').textContent);

const seed = () => [
  widget(1, 'Main site', { plan: 'business', billing_period: 'monthly' }),
  widget(2, 'Shop', { default: true, is_active: false }),
  widget(3, 'Blog'),
];

describe('the widgets page', () => {
  it('lists the widgets with their details and marks the default one active', async () => {
    await openWidgets(seed());
    expect(await screen.findByRole('heading', { name: 'Main site' })).toBeInTheDocument();
    expect(names()).toEqual(['Main site', 'Shop', 'Blog']);
    expect(activeName()).toEqual(['Shop']);
    const main = cardOf('Main site');
    expect(main.getByText('Plan: Business')).toBeInTheDocument();
    expect(main.getByText('Billing period: Monthly')).toBeInTheDocument();
    expect(main.getByText('Availability: Active')).toBeInTheDocument();
    expect(main.getByText('Created: Jan 1, 2026')).toBeInTheDocument();
    expect(main.getByText('Public key: pk_1_mainsite')).toBeInTheDocument();
    expect(cardOf('Shop').getByText('Availability: Inactive')).toBeInTheDocument();
    // The active widget offers no 'Make active'; the others do.
    expect(cardOf('Shop').queryByRole('button', { name: /Make active/ })).not.toBeInTheDocument();
  });

  it('makes another widget active by keyboard and shows the list the server answers', async () => {
    const { user, api, backend } = await openWidgets(seed());
    const button = await screen.findByRole('button', { name: 'Make active: Blog' });
    button.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Blog is now the active widget.')).toBeInTheDocument();
    await waitFor(() => expect(activeName()).toEqual(['Blog']));
    expect(
      api.calls.filter((call) => call.method === 'POST' && call.path.startsWith('/admin/widget/active')),
    ).toEqual([{ method: 'POST', path: '/admin/widget/active/3', body: {} }]);
    expect(backend.widgets.find((row) => row.default)?.name).toBe('Blog');
    expect(screen.getByRole('button', { name: 'Make active: Shop' })).toBeInTheDocument();
  });

  it('says so when making a widget active fails and keeps the active one', async () => {
    const { user } = await openWidgets(seed(), { fail: ['activateWidget'] });
    await user.click(await screen.findByRole('button', { name: 'Make active: Blog' }));
    expect(await screen.findByText('Unable to save phone data')).toBeInTheDocument();
    expect(activeName()).toEqual(['Shop']);
  });

  it('creates a widget: the name is required, then it appears with a toast', async () => {
    const { user, api } = await openWidgets(seed());
    await user.click(await screen.findByRole('button', { name: 'New widget' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Create widget' }));
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription('Name is required.');
    expect(api.calls.filter((call) => call.method === 'POST' && call.path === '/admin/widget')).toEqual([]);

    await user.type(dialog.getByRole('textbox', { name: 'Name' }), '  Support desk {Enter}');
    expect(await screen.findByText('Widget data saved!')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'POST' && call.path === '/admin/widget')).toEqual([
      { method: 'POST', path: '/admin/widget', body: { name: 'Support desk' } },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(names()).toEqual(['Main site', 'Shop', 'Blog', 'Support desk']);
    expect(activeName()).toEqual(['Shop']);
  });

  it('renames a widget and switches it off', async () => {
    const { user, api } = await openWidgets(seed());
    await user.click(await screen.findByRole('button', { name: 'Edit widget Blog' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit widget' }));
    const name = dialog.getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'News');
    await user.click(dialog.getByRole('switch', { name: 'Available to visitors' }));
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Widget data saved!')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'PUT')).toEqual([
      { method: 'PUT', path: '/admin/widget/3', body: { name: 'News', is_active: false } },
    ]);
    await waitFor(() => expect(names()).toEqual(['Main site', 'Shop', 'News']));
    expect(cardOf('News').getByText('Availability: Inactive')).toBeInTheDocument();
  });

  it('keeps the dialog open and says so when a save fails', async () => {
    const { user } = await openWidgets(seed(), { fail: ['updateWidget'] });
    await user.click(await screen.findByRole('button', { name: 'Edit widget Blog' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit widget' }));
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Unable to save phone data')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Edit widget' })).toBeInTheDocument();
  });

  it('deletes the active widget after confirming; the first remaining one becomes active', async () => {
    const { user, api } = await openWidgets(seed());
    await user.click(await screen.findByRole('button', { name: 'Delete widget Shop' }));
    const confirm = within(
      await screen.findByRole('alertdialog', { name: 'Are you sure you want to delete Shop?' }),
    );
    await user.click(confirm.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Phone deleted!')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      '/admin/widget/2',
    ]);
    await waitFor(() => expect(names()).toEqual(['Main site', 'Blog']));
    expect(activeName()).toEqual(['Main site']);
  });

  it('sends nothing when the deletion is closed', async () => {
    const { user, api } = await openWidgets(seed());
    await user.click(await screen.findByRole('button', { name: 'Delete widget Blog' }));
    await screen.findByRole('alertdialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.calls.filter((call) => call.method === 'DELETE')).toEqual([]);
    expect(names()).toEqual(['Main site', 'Shop', 'Blog']);
  });

  it('keeps the confirmation open and says so when the deletion fails', async () => {
    const { user } = await openWidgets(seed(), { fail: ['deleteWidget'] });
    await user.click(await screen.findByRole('button', { name: 'Delete widget Blog' }));
    const confirm = within(await screen.findByRole('alertdialog'));
    await user.click(confirm.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Unable to save phone data')).toBeInTheDocument();
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(names()).toEqual(['Main site', 'Shop', 'Blog']);
  });

  it('offers to create the first widget when there is none', async () => {
    const { user } = await openWidgets([]);
    expect(await screen.findByRole('heading', { name: 'No phone found' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New widget' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Create widget' }));
    await user.type(dialog.getByRole('textbox', { name: 'Name' }), 'First');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'First' })).toBeInTheDocument();
    expect(activeName()).toEqual(['First']);
  });

  // The console retries a failed read twice (about 3 s) before it shows the error.
  it('shows the loading state, then the error with a retry that loads the list', {
    timeout: 10_000,
  }, async () => {
    const backend = fakeWidgetApi(seed());
    let fail = true;
    const api = fakeApi({
      ...backend.routes,
      'GET /admin/widgets': () => (fail ? json({ message: 'Server error' }, 500) : json(backend.widgets)),
    });
    const { user } = await renderApp({ path: '/widget', fetch: api.fetch, loggedIn: true, loaded: false });
    // The router shows its pending state once the load takes longer than a second.
    expect(
      await screen.findByRole('status', { name: 'Loading page' }, { timeout: 2500 }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'Unable to get widgets data' }, { timeout: 8000 }),
    ).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Main site' })).toBeInTheDocument();
  });
});
