import { buildPath, widgetPublicConfig } from '@switchboard/contract/paths';
import { launcherLabel } from '@switchboard/widget-embed/i18n/lang';
import { DEFAULT_BUTTON_COLOR, normalizeConfig, safeColor, type WidgetPublicConfig } from '../config';
import { addStyles, h, ICONS, icon } from '../dom';
import type { PanelContext, PanelHandle, PanelModule } from '../panel/types';
import { HOST_STYLE, LOADER_CSS } from './styles';
import { MOBILE_QUERY, visibleOn } from './visibility';

/** The tag of the one element the widget adds to a page (a custom name no page rule targets). */
export const HOST_TAG = 'switchboard-widget';

export interface BootOptions {
  win: Window;
  publicKey: string;
  /** The API origin (and path prefix), without a trailing slash. */
  apiBase: string;
  fetch: typeof fetch;
  /** Imports the panel chunk. */
  loadPanel: () => Promise<PanelModule>;
  now?: () => Date;
}

export type Command = 'open' | 'close' | 'toggle';

export interface Widget {
  host: HTMLElement;
  root: ShadowRoot;
  button: HTMLButtonElement;
  /** Resolves once the panel chunk is loaded and mounted (loading it if it was not yet). */
  panel(): Promise<PanelHandle>;
  command(name: unknown): void;
  /** Whether the button shows on this device now. */
  visible(): boolean;
}

/** GET {apiBase}/public/widget/{publicKey}: the public config; undefined when refused or missing. */
export function fetchConfig(options: BootOptions): Promise<WidgetPublicConfig | undefined> {
  const url = options.apiBase + buildPath(widgetPublicConfig, { publicKey: options.publicKey });
  return options
    .fetch(url, { credentials: 'omit', headers: { Accept: 'application/json' } })
    .then((response) => {
      if (response.ok) return response.json();
      // 403 is a deliberate refusal (blacklist, country): stay silent about it.
      if (response.status !== 403) console.warn(`[Switchboard] widget config: HTTP ${response.status}`);
      return undefined;
    })
    .then((raw) => (raw ? normalizeConfig(raw) : undefined));
}

/**
 * Once the page has loaded, fetches the config and draws the floating button; resolves with the
 * widget, or undefined when nothing is drawn (refused, unknown key, visibility 'hide', network
 * failure). Nothing starts before the page's `load` event, so the widget never holds it. Never
 * throws: a contact widget must not break the page it sits on.
 */
export function boot(options: BootOptions): Promise<Widget | undefined> {
  return whenLoaded(options.win)
    .then(() => fetchConfig(options))
    .then((config) =>
      !config || config.appearance.chatVisibility === 'hide' ? undefined : draw(options, config),
    )
    .catch((error: unknown) => {
      console.warn('[Switchboard] widget not shown:', error);
      return undefined;
    });
}

function whenLoaded(win: Window): Promise<void> {
  return new Promise((resolve) => {
    if (win.document.readyState === 'complete') resolve();
    else win.addEventListener('load', () => resolve(), { once: true });
  });
}

/** Draws the host element, its shadow root and the floating button; the panel loads later. */
export function draw(options: BootOptions, config: WidgetPublicConfig): Widget {
  const { win } = options;
  const doc = win.document;
  const { appearance, sidebar } = config;

  const host = doc.createElement(HOST_TAG);
  host.style.cssText = HOST_STYLE;
  const root = host.attachShadow({ mode: 'open' });
  addStyles(root, LOADER_CSS);

  const label = launcherLabel(config.multilanguage, appearance);
  const button = h(
    'button',
    {
      type: 'button',
      class: 'l',
      'aria-label': label,
      title: label,
      'aria-haspopup': 'dialog',
      'aria-expanded': 'false',
      'data-side': appearance.widgetPosition,
      'data-anim': sidebar.animation,
    },
    icon(ICONS.call, 'o'),
    icon(ICONS.close, 'c'),
  );
  button.style.setProperty('--bg', safeColor(appearance.floatingButtonBackground) || DEFAULT_BUTTON_COLOR);
  button.style.setProperty('--fg', safeColor(appearance.floatingButtonColor) || '#fff');
  root.appendChild(button);

  // Per device: the button shows or hides as the viewport crosses the breakpoint.
  const query = typeof win.matchMedia === 'function' ? win.matchMedia(MOBILE_QUERY) : undefined;
  const update = () => {
    button.hidden = !visibleOn(appearance.chatVisibility, !!query?.matches);
  };
  update();
  if (query?.addEventListener) query.addEventListener('change', update);
  else query?.addListener?.(update);

  let pending: Promise<PanelHandle> | undefined;
  let mounted = false;
  const panel = (): Promise<PanelHandle> => {
    if (!pending) {
      const ctx: PanelContext = {
        root,
        button,
        config,
        publicKey: options.publicKey,
        apiBase: options.apiBase,
        fetch: options.fetch,
      };
      if (options.now) ctx.now = options.now;
      pending = options
        .loadPanel()
        .then((module) => module.mount(ctx))
        .then(
          (handle) => {
            mounted = true;
            button.removeAttribute('aria-busy');
            return handle;
          },
          (error: unknown) => {
            // Let the next interaction try again.
            button.removeAttribute('aria-busy');
            pending = undefined;
            throw error;
          },
        );
    }
    return pending;
  };
  const preload = () => {
    if (!button.hidden) panel().catch(() => undefined);
  };
  // A visitor who asks before the panel's code has arrived sees the button busy (a spinner) at once.
  const run = (name: Command) => {
    if (!mounted) button.setAttribute('aria-busy', 'true');
    return panel()
      .then((handle) => handle[name]())
      .catch((error: unknown) => console.warn('[Switchboard] panel failed to load:', error));
  };

  // The panel loads on the first sign of interest, or when the browser is idle.
  button.addEventListener('click', () => run('toggle'));
  for (const type of ['pointerenter', 'focus', 'touchstart']) {
    button.addEventListener(type, preload, { once: true, passive: true });
  }
  const idle = (win as Window & { requestIdleCallback?: Window['requestIdleCallback'] }).requestIdleCallback;
  if (typeof idle === 'function') idle.call(win, preload, { timeout: 5000 });
  else win.setTimeout(preload, 3000);

  // Outside <body>: a transform, filter or contain on the page's body would make it the containing
  // block of everything fixed inside it, and carry the button off-screen as the page scrolls.
  doc.documentElement.appendChild(host);

  return {
    host,
    root,
    button,
    panel,
    visible: () => !button.hidden,
    command(name) {
      if ((name === 'open' || name === 'close' || name === 'toggle') && !button.hidden) run(name);
    },
  };
}
