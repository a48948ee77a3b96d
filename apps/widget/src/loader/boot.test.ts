import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PanelContext, PanelHandle, PanelModule } from '../panel/types';
import { json, makeConfig } from '../test/fixtures';
import { type BootOptions, boot, HOST_TAG } from './boot';
import { visibleOn } from './visibility';

/** A matchMedia whose (max-width: 767px) answer the test sets and can change. */
function fakeMedia(mobile: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    matches: mobile,
    media: '(max-width: 767px)',
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  };
  return {
    matchMedia: vi.fn(() => query as unknown as MediaQueryList),
    set(next: boolean) {
      query.matches = next;
      for (const listener of listeners) listener();
    },
  };
}

function fakePanel() {
  const handle = {
    open: vi.fn(),
    close: vi.fn(),
    toggle: vi.fn(),
    isOpen: () => false,
  } satisfies PanelHandle;
  const mount = vi.fn(async (_ctx: PanelContext) => handle);
  const loadPanel = vi.fn(async (): Promise<PanelModule> => ({ mount }));
  return { handle, mount, loadPanel };
}

function options(config: unknown, overrides: Partial<BootOptions> = {}) {
  const panel = fakePanel();
  const fetch = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => json(200, config));
  const opts: BootOptions = {
    win: window,
    publicKey: 'pk_test',
    apiBase: 'https://api.example.test',
    fetch: fetch as unknown as typeof globalThis.fetch,
    loadPanel: panel.loadPanel,
    ...overrides,
  };
  return { opts, fetch, panel };
}

const hosts = () => document.querySelectorAll(HOST_TAG);
const removeHosts = () => {
  for (const host of Array.from(hosts())) host.remove();
};

beforeEach(() => {
  removeHosts();
  document.head.innerHTML = '<title>Host page</title><link rel="stylesheet" href="/site.css">';
  document.body.innerHTML = '<header>Site</header><main><p>Content</p></main><footer>Footer</footer>';
  vi.stubGlobal('matchMedia', fakeMedia(false).matchMedia);
  vi.stubGlobal('requestIdleCallback', undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('boot', () => {
  it('fetches the public config of its key', async () => {
    const { opts, fetch } = options(makeConfig());
    await boot(opts);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(String(fetch.mock.calls[0]![0])).toBe('https://api.example.test/public/widget/pk_test');
    expect(fetch.mock.calls[0]![1]).toMatchObject({ credentials: 'omit' });
  });

  it('adds exactly one element, a fixed zero-size host after <body> with a shadow root', async () => {
    const before = Array.from(document.documentElement.children);
    const body = document.body.innerHTML;
    const widget = await boot(options(makeConfig()).opts);
    expect(hosts()).toHaveLength(1);
    const host = hosts()[0] as HTMLElement;
    expect(widget?.host).toBe(host);
    expect(host.shadowRoot).toBeInstanceOf(ShadowRoot);
    // Nothing else moved: <body> is untouched and the host is the root element's last child, so a
    // transform or filter the page puts on <body> cannot become the fixed button's containing block.
    expect(Array.from(document.documentElement.children)).toEqual([...before, host]);
    expect(document.body.innerHTML).toBe(body);
    document.body.style.transform = 'translateX(0)';
    expect(document.body.contains(host)).toBe(false);
    document.body.style.transform = '';
    expect(host.style.getPropertyValue('position')).toBe('fixed');
    expect(host.style.getPropertyPriority('position')).toBe('important');
    expect(host.style.getPropertyValue('width')).toBe('0px');
    expect(host.style.getPropertyValue('height')).toBe('0px');
    // The button inside is fixed as well.
    const button = host.shadowRoot!.querySelector('button')!;
    expect(button.className).toBe('l');
  });

  it('puts no CSS in the page: nothing in <head>, no <style> or stylesheet link outside the shadow root', async () => {
    const head = document.head.innerHTML;
    const widget = await boot(options(makeConfig()).opts);
    expect(document.head.innerHTML).toBe(head);
    expect(document.querySelectorAll('style')).toHaveLength(0);
    expect(document.querySelectorAll('link')).toHaveLength(1);
    // The loader's CSS is inside the shadow root (a <style> there, or an adopted sheet).
    const root = widget!.root;
    expect(root.querySelectorAll('style').length + (root.adoptedStyleSheets?.length ?? 0)).toBeGreaterThan(0);
  });

  it('adds no global name (the one global belongs to the snippet/entry, not to boot)', async () => {
    const names = new Set(Object.getOwnPropertyNames(window));
    await boot(options(makeConfig()).opts);
    expect(Object.getOwnPropertyNames(window).filter((name) => !names.has(name))).toEqual([]);
  });

  it('draws a labelled button, green by default, on the configured side', async () => {
    const config = makeConfig();
    config.appearance = { ...config.appearance, floatingButtonBackground: '', widgetPosition: 'left' };
    const widget = await boot(options(config).opts);
    const button = widget!.button;
    expect(button.getAttribute('aria-label')).toBe('Contact us');
    expect(button.getAttribute('aria-haspopup')).toBe('dialog');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(button.dataset.side).toBe('left');
    expect(button.dataset.anim).toBe('ripple');
    expect(button.style.getPropertyValue('--bg')).toBe('#16a34a');
  });

  it("uses the appearance's sidebar colours and refuses CSS that is not a colour", async () => {
    const config = makeConfig();
    config.appearance = {
      ...config.appearance,
      sidebarBackground: '#ff6600',
      sidebarIconColor: 'red;}*{x:y',
    };
    const button = (await boot(options(config).opts))!.button;
    expect(button.style.getPropertyValue('--bg')).toBe('#ff6600');
    expect(button.style.getPropertyValue('--fg')).toBe('#fff');
  });

  it("labels the button with the owner's label, else in the widget language", async () => {
    const labelled = makeConfig();
    labelled.appearance = { ...labelled.appearance, floatingButtonLabel: 'Talk to us' };
    expect((await boot(options(labelled).opts))!.button.getAttribute('aria-label')).toBe('Talk to us');
    removeHosts();
    const config = makeConfig({
      multilanguage: { lang: 'de', userLanguages: ['de'], userEditedLangs: { de: { launcher: 'Hallo!' } } },
    });
    expect((await boot(options(config).opts))!.button.getAttribute('aria-label')).toBe('Hallo!');
    removeHosts();
    config.multilanguage.userEditedLangs = {};
    expect((await boot(options(config).opts))!.button.getAttribute('aria-label')).toBe('Kontakt');
  });

  it.each([
    [403, { message: 'Your country is not allowed.' }],
    [404, { message: 'Not found' }],
    [500, { message: 'Server error' }],
  ])('draws nothing when the config answers %i', async (status, body) => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const fetch = vi.fn(async () => json(status, body));
    const widget = await boot(options(null, { fetch: fetch as unknown as typeof globalThis.fetch }).opts);
    expect(widget).toBeUndefined();
    expect(hosts()).toHaveLength(0);
  });

  it('draws nothing and does not throw when the network fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const fetch = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(boot(options(null, { fetch: fetch as never }).opts)).resolves.toBeUndefined();
    expect(hosts()).toHaveLength(0);
    expect(warn).toHaveBeenCalled();
  });

  it("starts nothing before the page's load event, so a slow API never holds it", async () => {
    const { opts, fetch } = options(makeConfig());
    const state = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const booted = boot(opts);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fetch).not.toHaveBeenCalled();
    state.mockReturnValue('complete');
    window.dispatchEvent(new Event('load'));
    expect(await booted).toBeDefined();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(hosts()).toHaveLength(1);
  });

  it("draws nothing at all for chatVisibility 'hide'", async () => {
    const config = makeConfig();
    config.appearance = { ...config.appearance, chatVisibility: 'hide' };
    expect(await boot(options(config).opts)).toBeUndefined();
    expect(hosts()).toHaveLength(0);
  });
});

describe('visibility by device', () => {
  it.each([
    ['on-desktop-and-mobile', true, true],
    ['advanced', true, true],
    ['desktop', true, false],
    ['mobile', false, true],
    ['hide', false, false],
  ] as const)('%s: desktop %s, mobile %s', (visibility, desktop, mobile) => {
    expect(visibleOn(visibility, false)).toBe(desktop);
    expect(visibleOn(visibility, true)).toBe(mobile);
  });

  it('hides a desktop-only button on a phone and shows it when the viewport widens', async () => {
    const media = fakeMedia(true);
    vi.stubGlobal('matchMedia', media.matchMedia);
    const config = makeConfig();
    config.appearance = { ...config.appearance, chatVisibility: 'desktop' };
    const widget = (await boot(options(config).opts))!;
    expect(media.matchMedia).toHaveBeenCalledWith('(max-width: 767px)');
    expect(widget.button.hidden).toBe(true);
    media.set(false);
    expect(widget.button.hidden).toBe(false);
  });

  it('shows a mobile-only button on a phone only', async () => {
    const media = fakeMedia(false);
    vi.stubGlobal('matchMedia', media.matchMedia);
    const config = makeConfig();
    config.appearance = { ...config.appearance, chatVisibility: 'mobile' };
    const widget = (await boot(options(config).opts))!;
    expect(widget.visible()).toBe(false);
    media.set(true);
    expect(widget.visible()).toBe(true);
  });

  it('counts a browser without matchMedia as a desktop', async () => {
    vi.stubGlobal('matchMedia', undefined);
    const config = makeConfig();
    config.appearance = { ...config.appearance, chatVisibility: 'desktop' };
    expect((await boot(options(config).opts))!.visible()).toBe(true);
  });
});

describe('loading the panel', () => {
  it('does not load the panel before interaction or idle', async () => {
    vi.useFakeTimers();
    const { opts, panel } = options(makeConfig());
    await boot(opts);
    expect(panel.loadPanel).not.toHaveBeenCalled();
  });

  it('loads it when the browser is idle (requestIdleCallback, with a timeout)', async () => {
    const idle = vi.fn();
    vi.stubGlobal('requestIdleCallback', idle);
    const { opts, panel } = options(makeConfig());
    await boot(opts);
    expect(idle).toHaveBeenCalledWith(expect.any(Function), { timeout: 5000 });
    idle.mock.calls[0]![0]();
    await vi.waitFor(() => expect(panel.mount).toHaveBeenCalledTimes(1));
  });

  it('falls back to a timer where requestIdleCallback is missing', async () => {
    vi.useFakeTimers();
    const { opts, panel } = options(makeConfig());
    await boot(opts);
    await vi.advanceTimersByTimeAsync(2999);
    expect(panel.loadPanel).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(panel.loadPanel).toHaveBeenCalledTimes(1);
  });

  it('loads it on focus (keyboard) and opens it on click, once', async () => {
    const { opts, panel } = options(makeConfig());
    const widget = (await boot(opts))!;
    widget.button.dispatchEvent(new FocusEvent('focus'));
    await vi.waitFor(() => expect(panel.mount).toHaveBeenCalledTimes(1));
    const ctx = panel.mount.mock.calls[0]![0];
    expect(ctx.root).toBe(widget.root);
    expect(ctx.button).toBe(widget.button);
    expect(ctx.publicKey).toBe('pk_test');
    expect(ctx.apiBase).toBe('https://api.example.test');
    widget.button.click();
    await vi.waitFor(() => expect(panel.handle.toggle).toHaveBeenCalledTimes(1));
    expect(panel.loadPanel).toHaveBeenCalledTimes(1);
  });

  it('retries on the next click when the chunk failed to load', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { opts, panel } = options(makeConfig());
    panel.loadPanel.mockRejectedValueOnce(new Error('chunk failed'));
    const widget = (await boot(opts))!;
    widget.button.click();
    await vi.waitFor(() => expect(console.warn).toHaveBeenCalled());
    expect(widget.button.hasAttribute('aria-busy')).toBe(false);
    widget.button.click();
    await vi.waitFor(() => expect(panel.handle.toggle).toHaveBeenCalledTimes(1));
    expect(panel.loadPanel).toHaveBeenCalledTimes(2);
  });

  it('shows the button busy at once when clicked before the panel has arrived, and not on a mere preload', async () => {
    const { opts, panel } = options(makeConfig());
    let arrive: (module: PanelModule) => void = () => undefined;
    panel.loadPanel.mockImplementation(() => new Promise<PanelModule>((resolve) => (arrive = resolve)));
    const widget = (await boot(opts))!;
    widget.button.dispatchEvent(new FocusEvent('focus'));
    expect(widget.button.hasAttribute('aria-busy')).toBe(false);
    widget.button.click();
    expect(widget.button.getAttribute('aria-busy')).toBe('true');
    // The spinner replaces the icon while busy.
    const css = Array.from(widget.root.adoptedStyleSheets ?? [])
      .flatMap((sheet) => Array.from(sheet.cssRules, (rule) => rule.cssText))
      .concat(Array.from(widget.root.querySelectorAll('style'), (style) => style.textContent ?? ''))
      .join('\n');
    expect(css).toMatch(/\.l\[aria-busy=["']?true["']?\]::after\s*\{[^}]*animation/);
    arrive({ mount: panel.mount });
    await vi.waitFor(() => expect(panel.handle.toggle).toHaveBeenCalledTimes(1));
    expect(widget.button.hasAttribute('aria-busy')).toBe(false);
    widget.button.click();
    expect(widget.button.hasAttribute('aria-busy')).toBe(false);
  });

  it('runs open/close commands, but not for a button hidden on this device', async () => {
    const { opts, panel } = options(makeConfig());
    const widget = (await boot(opts))!;
    widget.command('open');
    await vi.waitFor(() => expect(panel.handle.open).toHaveBeenCalledTimes(1));
    widget.command('close');
    await vi.waitFor(() => expect(panel.handle.close).toHaveBeenCalledTimes(1));
    widget.command('format-disk');
    widget.button.hidden = true;
    widget.command('open');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(panel.handle.open).toHaveBeenCalledTimes(1);
  });
});
