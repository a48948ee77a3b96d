import { vi } from 'vitest';
import type { WidgetPublicConfig } from '../config';
import { mount } from '../panel/index';
import type { PanelHandle } from '../panel/types';
import { json, MONDAY_MORNING_BERLIN } from './fixtures';

export type FetchMock = ReturnType<typeof vi.fn<(url: string, init?: RequestInit) => Promise<Response>>>;

/** Mounts the panel as the loader does: a host with a shadow root holding the floating button. */
export async function mountPanel(config: WidgetPublicConfig, fetch?: FetchMock, now = MONDAY_MORNING_BERLIN) {
  const main = document.createElement('main');
  main.append(Object.assign(document.createElement('p'), { textContent: 'Host page' }));
  document.body.replaceChildren(main);
  const host = document.createElement('switchboard-widget');
  const root = host.attachShadow({ mode: 'open' });
  const button = document.createElement('button');
  button.setAttribute('aria-expanded', 'false');
  root.appendChild(button);
  document.body.appendChild(host);
  const api: FetchMock = fetch || vi.fn(async () => json(201, { message: 'Created' }));
  const handle: PanelHandle = await mount({
    root,
    button,
    config,
    publicKey: 'pk_test',
    apiBase: 'https://api.example.test',
    fetch: api as unknown as typeof globalThis.fetch,
    now: () => now,
  });
  const panel = root.querySelector<HTMLElement>('[role="dialog"]')!;
  const q = <T extends Element = HTMLElement>(selector: string) => root.querySelector<T>(selector);
  const all = <T extends Element = HTMLElement>(selector: string) =>
    Array.from(root.querySelectorAll<T>(selector));
  /** The list items / option buttons by their visible text. */
  const button$ = (text: string) =>
    all<HTMLElement>('button, a').find((el) => el.textContent?.replace(/\s+/g, ' ').includes(text));
  const field = (name: string) => q<HTMLInputElement>(`[name="${name}"]`)!;
  const errorOf = (name: string) => {
    const input = field(name);
    const id = input.getAttribute('aria-describedby')!.split(' ').pop()!;
    return root.getElementById(id)?.textContent ?? '';
  };
  const type = (name: string, value: string) => {
    const input = field(name);
    input.value = value;
    input.dispatchEvent(new Event('input', { bubbles: true }));
  };
  const check = (name: string) => {
    const input = field(name);
    input.checked = true;
    input.dispatchEvent(new Event('change', { bubbles: true }));
  };
  const submit = () => q<HTMLFormElement>('form')!.requestSubmit();
  const status = () => q('[role="status"]')!.textContent;
  const heading = () => q('h3')!.textContent;
  const key = (target: Element, keyName: string, shiftKey = false) =>
    target.dispatchEvent(
      new KeyboardEvent('keydown', { key: keyName, shiftKey, bubbles: true, composed: true }),
    );
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return {
    host,
    root,
    button,
    handle,
    panel,
    api,
    q,
    all,
    button$,
    field,
    errorOf,
    type,
    check,
    submit,
    status,
    heading,
    key,
    settle,
  };
}
