import { PREVIEW_MESSAGE, PREVIEW_READY } from '@switchboard/widget-embed/preview';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WidgetPublicConfig } from '../config';
import { HOST_TAG } from '../loader/boot';
import * as panel from '../panel/index';
import { berlin, makeConfig } from '../test/fixtures';
import { DEFAULT_NOTICE, type Preview, startPreview } from './preview';

let preview: Preview;
let posted: unknown[];

beforeEach(() => {
  document.body.innerHTML = '';
  // The widget's host sits outside <body>, on the root element.
  for (const host of Array.from(document.querySelectorAll(HOST_TAG))) host.remove();
  posted = [];
  // jsdom's top window is its own parent: what the page posts "to the console" lands here.
  vi.spyOn(window, 'postMessage').mockImplementation((message: unknown) => void posted.push(message));
  preview = startPreview({ win: window, panel });
});
afterEach(() => {
  preview.stop();
  vi.restoreAllMocks();
});

/** A message as the console posts it: from the parent window, on the page's own origin. */
function send(
  config: WidgetPublicConfig,
  open = false,
  from: { origin?: string; source?: Window | null } = {},
  notice?: string,
) {
  window.dispatchEvent(
    new MessageEvent('message', {
      data: { type: PREVIEW_MESSAGE, config, open, ...(notice ? { notice } : {}) },
      origin: from.origin ?? window.location.origin,
      source: from.source === undefined ? window : from.source,
    }),
  );
}

const hosts = () => document.querySelectorAll(HOST_TAG);
const root = () => preview.current()!.root;
const dialog = () => root().querySelector<HTMLElement>('[role="dialog"]');
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the live preview page', () => {
  it('tells the console it is ready, on its own origin', () => {
    expect(posted).toEqual([{ type: PREVIEW_READY }]);
  });

  it('draws the real floating button with the posted colours and side, without fetching anything', () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    send(makeConfig({ appearance: { ...makeConfig().appearance, floatingButtonBackground: '#ff0000' } }));
    expect(hosts()).toHaveLength(1);
    const button = root().querySelector<HTMLButtonElement>('button')!;
    expect(button.style.getPropertyValue('--bg')).toBe('#ff0000');
    expect(button.getAttribute('aria-label')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('ignores messages from another origin or another window, and data of other kinds', () => {
    send(makeConfig(), false, { origin: 'https://evil.example' });
    send(makeConfig(), false, { source: null });
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { type: 'other' },
        origin: window.location.origin,
        source: window,
      }),
    );
    expect(hosts()).toHaveLength(0);
  });

  it('replaces the previous widget on every message', () => {
    send(makeConfig());
    const first = preview.current()!.host;
    send(makeConfig({ appearance: { ...makeConfig().appearance, widgetPosition: 'left' } }));
    expect(hosts()).toHaveLength(1);
    expect(first.isConnected).toBe(false);
    expect(hosts()[0]).toBe(preview.current()!.host);
  });

  it('opens the panel when asked, with the unsaved colours, and leaves the focus where it is', async () => {
    const outside = document.createElement('input');
    document.body.append(outside);
    outside.focus();
    send(makeConfig({ appearance: { ...makeConfig().appearance, headerBackground: '#123456' } }), true);
    await settle();
    expect(dialog()?.hidden).toBe(false);
    expect(dialog()?.style.getPropertyValue('--sb-headerBackground')).toBe('#123456');
    expect(root().querySelector('button')?.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(outside);
    send(makeConfig(), false);
    await settle();
    expect(dialog()).toBeNull();
  });

  it('shows the button whatever the visibility setting says (the console explains it)', () => {
    for (const chatVisibility of ['hide', 'mobile', 'desktop'] as const) {
      send(makeConfig({ appearance: { ...makeConfig().appearance, chatVisibility } }));
      expect(root().querySelector<HTMLButtonElement>('button')?.hidden).toBe(false);
    }
  });

  it('sends no visitor request: a form answers with the console’s notice instead', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    const config = makeConfig({ contacts: [{ ...berlin, departments: [] }] });
    send(config, true, {}, 'Preview only');
    await settle();
    const byText = (text: string) =>
      Array.from(root().querySelectorAll<HTMLElement>('button')).find((b) => b.textContent?.includes(text))!;
    byText('Request a callback').click();
    const form = root().querySelector('form')!;
    root().querySelector<HTMLInputElement>('[name="name"]')!.value = 'Ann';
    root().querySelector<HTMLInputElement>('[name="phone"]')!.value = '+359888123456';
    root().querySelector<HTMLInputElement>('[name="terms"]')!.checked = true;
    form.dispatchEvent(new Event('submit', { cancelable: true }));
    await settle();
    await settle();
    expect(root().querySelector('[role="status"]')?.textContent).toContain('Preview only');
    expect(fetch).not.toHaveBeenCalled();
    expect(DEFAULT_NOTICE).toMatch(/nothing was sent/);
  });
});
