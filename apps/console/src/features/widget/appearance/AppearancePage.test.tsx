import { APPEARANCE_COLOR_FIELDS, type Appearance, widgetDefaults } from '@switchboard/contract';
import { PREVIEW_MESSAGE, PREVIEW_READY, type PreviewMessage } from '@switchboard/widget-embed/preview';
import { act, screen, waitFor, within } from '@testing-library/react';
import { fakeApi } from '#test/fakeApi';
import { renderApp } from '#test/renderApp';
import { fakeWidgetApi, widget } from '#test/widgetFixtures';
import { COLOUR_GROUPS } from './colourGroups';

const customised = () =>
  widget(1, 'Main site', {
    appearance: { ...widgetDefaults.appearance, headerBackground: '#123456', onlineText: 'Here' },
  });

async function openAppearance(seed = [customised()], options: { fail?: string[] } = {}) {
  const backend = fakeWidgetApi(seed, options);
  const api = fakeApi(backend.routes);
  // When each save left, to check the throttle's spacing.
  const saveTimes: number[] = [];
  const fetch: typeof globalThis.fetch = (input, init) => {
    if (init?.method === 'PUT') saveTimes.push(Date.now());
    return api.fetch(input, init);
  };
  const view = await renderApp({ path: '/widget/appearance', fetch, loggedIn: true });
  const frame = await screen.findByTitle<HTMLIFrameElement>('Live preview');
  const saves = () =>
    api.calls
      .filter((call) => call.method === 'PUT' && call.path === '/admin/widget/appearance/1')
      .map((call) => (call.body as { appearance: Appearance }).appearance);
  return { ...view, api, backend, frame, saves, saveTimes };
}

/** The preview page says it listens; from then on, what the console posts to it is recorded. */
function previewReady(frame: HTMLIFrameElement) {
  const target = frame.contentWindow as Window;
  const posted: { message: PreviewMessage; origin: string }[] = [];
  vi.spyOn(target, 'postMessage').mockImplementation(((message: PreviewMessage, origin: string) => {
    posted.push({ message, origin });
  }) as Window['postMessage']);
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { type: PREVIEW_READY },
        origin: window.location.origin,
        source: target,
      }),
    );
  });
  return { posted, last: () => posted[posted.length - 1]?.message };
}

/** Opens a colour picker and chooses one of its swatches (one change). */
async function pickSwatch(
  user: Awaited<ReturnType<typeof openAppearance>>['user'],
  label: RegExp,
  index: number,
) {
  await user.click(screen.getByRole('button', { name: label }));
  const swatches = await screen.findByRole('listbox', { name: 'Swatches' });
  await user.click(within(swatches).getAllByRole('option')[index] as HTMLElement);
  await user.keyboard('{Escape}');
}

describe('the appearance page', { timeout: 60_000 }, () => {
  it('groups every colour field, each showing its value', async () => {
    const { frame } = await openAppearance();
    expect(COLOUR_GROUPS.flatMap((group) => group.fields).sort()).toEqual(
      [...APPEARANCE_COLOR_FIELDS].sort(),
    );
    expect(screen.getByRole('button', { name: 'Header background #123456' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Floating button background #16a34a' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hang-up and cancel background #dc2626' })).toBeInTheDocument();
    const colourButtons = screen
      .getAllByRole('button')
      .filter((b) => /#[0-9a-f]{6}$/.test(b.textContent ?? ''));
    expect(colourButtons).toHaveLength(APPEARANCE_COLOR_FIELDS.length);
    for (const heading of [
      'Header',
      'Departments',
      'Buttons',
      'Floating button',
      'Status',
      'Sidebar',
      'Footer',
    ]) {
      expect(screen.getByRole('heading', { name: heading, level: 2 })).toBeInTheDocument();
    }
    expect(screen.getByRole('textbox', { name: 'Online text' })).toHaveValue('Here');
    expect(screen.getByRole('radio', { name: 'Right' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Show offices while offline' })).toBeChecked();
    expect(frame).toHaveAttribute('src', '/widget-preview.html');
    expect(screen.getByRole('complementary', { name: 'Preview' })).toContainElement(frame);
  });

  it('posts nothing to the preview before it is ready, then the public config of the widget', async () => {
    const { frame } = await openAppearance();
    const preview = previewReady(frame);
    expect(preview.posted).toHaveLength(1);
    const [{ message, origin }] = preview.posted as [(typeof preview.posted)[number]];
    expect(origin).toBe(window.location.origin);
    expect(message.type).toBe(PREVIEW_MESSAGE);
    expect(message.open).toBe(false);
    expect(message.config.public_key).toBe('pk_1_mainsite');
    expect(message.config.appearance.headerBackground).toBe('#123456');
    expect(message.notice).toBe('This is a preview: nothing was sent.');
    // Not the owner's data: the public config has no plan, blacklist or country list.
    expect(message.config).not.toHaveProperty('ip_blacklist');
  });

  it('ignores a ready message from another window', async () => {
    const { frame } = await openAppearance();
    const spy = vi.spyOn(frame.contentWindow as Window, 'postMessage');
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data: { type: PREVIEW_READY },
          origin: window.location.origin,
          source: window,
        }),
      );
    });
    expect(spy).not.toHaveBeenCalled();
  });

  it('previews a changed colour at once and saves it; later edits save at most once per 2 s, the latest winning', async () => {
    const { user, frame, saves, saveTimes, backend } = await openAppearance();
    const preview = previewReady(frame);
    await pickSwatch(user, /^Header background/, 3);
    expect(screen.getByRole('button', { name: 'Header background #c62828' })).toBeInTheDocument();
    expect(preview.last()?.config.appearance.headerBackground).toBe('#c62828');
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(saves()[0]).toEqual({ ...customised().appearance, headerBackground: '#c62828' });
    expect(await screen.findByRole('status')).toHaveTextContent('All changes saved');

    // Six edits in a row: each previewed at once; saved in fewer calls, 2 s apart, the last complete.
    const label = screen.getByRole('textbox', { name: 'Floating button label' });
    await user.clear(label);
    await user.type(label, 'Call');
    expect(preview.last()?.config.appearance.floatingButtonLabel).toBe('Call');
    await user.click(screen.getByRole('radio', { name: 'Left' }));
    expect(preview.last()?.config.appearance.widgetPosition).toBe('left');
    await waitFor(
      () => expect(saves().at(-1)).toMatchObject({ floatingButtonLabel: 'Call', widgetPosition: 'left' }),
      { timeout: 5000 },
    );
    expect(saves().length).toBeLessThan(1 + 6);
    // The throttle counts from when a save starts; the client's own work before fetch() (tokens)
    // shifts each request by a varying few hundred ms under load. Unthrottled, gaps would be ms.
    for (let i = 1; i < saveTimes.length; i += 1) {
      expect((saveTimes[i] as number) - (saveTimes[i - 1] as number)).toBeGreaterThanOrEqual(1500);
    }
    expect(saves().at(-1)?.headerBackground).toBe('#c62828');
    expect(backend.widgets[0]?.appearance).toMatchObject({
      floatingButtonLabel: 'Call',
      widgetPosition: 'left',
    });
  });

  it('previews the opened panel with the Show panel switch', async () => {
    const { user, frame } = await openAppearance();
    const preview = previewReady(frame);
    await user.click(screen.getByRole('switch', { name: 'Show panel' }));
    expect(preview.last()?.open).toBe(true);
  });

  it('saves the visibility and the switches', async () => {
    const { user, saves } = await openAppearance();
    await user.click(screen.getByRole('combobox', { name: 'Chat visibility' }));
    await user.click(await screen.findByRole('option', { name: 'Mobile only' }));
    await user.click(screen.getByRole('switch', { name: 'Sounds' }));
    await user.click(screen.getByRole('switch', { name: 'Show offices while offline' }));
    await waitFor(
      () =>
        expect(saves().at(-1)).toMatchObject({
          chatVisibility: 'mobile',
          sounds: false,
          displayOffline: false,
        }),
      { timeout: 5000 },
    );
  });

  it('asks before resetting, then restores every default and saves it', async () => {
    const { user, saves } = await openAppearance();
    await user.click(screen.getByRole('button', { name: 'Reset to defaults' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Reset the appearance to its defaults?' });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(saves()).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Header background #123456' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Reset to defaults' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(saves()).toEqual([widgetDefaults.appearance]));
    expect(screen.getByRole('button', { name: 'Header background #16a34a' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Online text' })).toHaveValue('Online');
  });

  it('says so in the words of the spec when a save fails', async () => {
    const { user } = await openAppearance([customised()], { fail: ['updateWidgetAppearance'] });
    await user.click(screen.getByRole('switch', { name: 'Sounds' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Unable to save sidebar / appearance settings',
    );
  });

  it('shows the gate’s error when the widgets cannot be loaded', async () => {
    const backend = fakeWidgetApi([customised()], { fail: ['listWidgets'] });
    await renderApp({ path: '/widget/appearance', fetch: fakeApi(backend.routes).fetch, loggedIn: true });
    expect(
      await screen.findByText('Unable to get widgets data', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByTitle('Live preview')).not.toBeInTheDocument();
  });
});
