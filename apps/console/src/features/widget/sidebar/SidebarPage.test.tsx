import { toast } from '@switchboard/ui';
import { screen, waitFor } from '@testing-library/react';
import { fakeApi } from '#test/fakeApi';
import { renderApp } from '#test/renderApp';
import { fakeWidgetApi, widget } from '#test/widgetFixtures';

afterEach(() => {
  toast.clear();
  vi.useRealTimers();
});

async function openSidebar(seed = [widget(1, 'Main site')], options: { fail?: string[] } = {}) {
  const backend = fakeWidgetApi(seed, options);
  const api = fakeApi(backend.routes);
  // When each save reached the API, on the test's clock.
  const savedAt: number[] = [];
  const fetch: typeof globalThis.fetch = (input, init) => {
    if (String(input).includes('/admin/widget/sidebar/')) savedAt.push(Date.now());
    return api.fetch(input, init);
  };
  const view = await renderApp({ path: '/widget/sidebar', fetch, loggedIn: true });
  await screen.findByRole('radiogroup', { name: 'Colour scheme' });
  const saves = () => api.calls.filter((call) => call.path.startsWith('/admin/widget/sidebar/'));
  return { ...view, backend, saves, savedAt };
}

describe('the sidebar page', () => {
  it("shows the active widget's settings, the spec defaults for a new widget", async () => {
    await openSidebar();
    expect(screen.getByRole('radio', { name: 'Light' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Ripple' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Reset to defaults' })).toBeDisabled();
  });

  it('saves a change made by keyboard at once, with the whole sidebar, and says it is saved', async () => {
    const { user, backend, saves } = await openSidebar();
    screen.getByRole('radio', { name: 'Light' }).focus();
    // Radix moves focus a tick after keydown and checks the radio the arrow lands on: hold the key.
    await user.keyboard('{ArrowRight>}');
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Dark' })).toHaveFocus());
    await user.keyboard('{/ArrowRight}');
    expect(await screen.findByText('All changes saved')).toBeInTheDocument();
    expect(saves()).toEqual([
      {
        method: 'PUT',
        path: '/admin/widget/sidebar/1',
        body: { sidebar: { colorScheme: 'dark', position: 'right', animation: 'ripple' } },
      },
    ]);
    expect(backend.widgets[0]?.sidebar.colorScheme).toBe('dark');
    expect(screen.getByRole('radio', { name: 'Dark' })).toBeChecked();
  });

  it('throttles a burst of changes: the first saves at once, the newest 2 s later, never closer', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user, saves, savedAt } = await openSidebar();
    for (const animation of ['Pulse', 'Bounce', 'Shake']) {
      await user.click(screen.getByRole('radio', { name: animation }));
    }
    expect(screen.getByRole('radio', { name: 'Shake' })).toBeChecked();
    expect(saves()[0]?.body).toEqual({
      sidebar: { colorScheme: 'light', position: 'right', animation: 'pulse' },
    });
    await vi.advanceTimersByTimeAsync(2000);
    expect(await screen.findByText('All changes saved')).toBeInTheDocument();
    // Fewer saves than changes, the newest value last, and starts at least 2 s apart.
    expect(saves().length).toBeLessThan(3);
    expect(saves().at(-1)?.body).toEqual({
      sidebar: { colorScheme: 'light', position: 'right', animation: 'shake' },
    });
    expect(savedAt).toHaveLength(saves().length);
    for (let i = 1; i < savedAt.length; i += 1) {
      expect((savedAt[i] ?? 0) - (savedAt[i - 1] ?? 0)).toBeGreaterThanOrEqual(2000);
    }
  });

  it('resets to the defaults and saves them', async () => {
    const { user, saves } = await openSidebar([
      widget(1, 'Main site', { sidebar: { colorScheme: 'dark', position: 'left', animation: 'none' } }),
    ]);
    expect(screen.getByRole('radio', { name: 'None' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Reset to defaults' }));
    expect(await screen.findByText('All changes saved')).toBeInTheDocument();
    expect(saves().map((call) => call.body)).toEqual([
      { sidebar: { colorScheme: 'light', position: 'right', animation: 'ripple' } },
    ]);
    expect(screen.getByRole('radio', { name: 'Ripple' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Reset to defaults' })).toBeDisabled();
  });

  it('says the spec text when a save fails and keeps the choice to try again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user, saves } = await openSidebar(undefined, { fail: ['updateWidgetSidebar'] });
    await user.click(screen.getByRole('radio', { name: 'Bounce' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Unable to save sidebar / appearance settings',
    );
    expect(screen.getByRole('radio', { name: 'Bounce' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    // The retry, too, waits for the end of the 2 s since the last save.
    await vi.advanceTimersByTimeAsync(2000);
    await waitFor(() => expect(saves()).toHaveLength(2));
    expect(saves()[1]?.body).toEqual({
      sidebar: { colorScheme: 'light', position: 'right', animation: 'bounce' },
    });
  });
});
