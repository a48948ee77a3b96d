/// <reference path="./jsdom.d.ts" />
/**
 * A customer's page in jsdom, for tests of what a site owner pastes (the snippet here, the loader
 * bundle in the widget app): HTML is pasted at the end of <body> with its inline scripts run,
 * `document.write` is recorded (the snippet must never use it), and the globals the widget adds
 * can be listed. Close the pages after each test with `closeHostPages()`.
 *
 * `loading: true` keeps the page parsing (`document.readyState` 'loading') until `finishLoading()`
 * fires its `load` event. `trustedTypes: true` enforces `require-trusted-types-for 'script'` as
 * Chromium does (jsdom has no Trusted Types): a string assigned to `innerHTML` or a script's `src`
 * throws, a value made by a policy passes; `policies` lists the policies created.
 */
import { JSDOM, VirtualConsole } from 'jsdom';

const HOST_PAGE =
  '<!doctype html><html><head><title>Shop</title></head><body><h1>Shop</h1><p>Text</p></body></html>';

/** Open pages, each with what undoes its Trusted Types enforcement (jsdom's close() sets innerHTML). */
const open: { dom: JSDOM; restore: () => void }[] = [];

export function closeHostPages(): void {
  for (const { dom, restore } of open.splice(0)) {
    restore();
    dom.window.close();
  }
}

export interface HostPageOptions {
  loading?: boolean;
  trustedTypes?: boolean;
}

/** A fresh host page; `fetch` stands in for the page's own fetch (jsdom has none). */
export function hostPage(fetch?: (url: string) => Promise<unknown>, options: HostPageOptions = {}) {
  const warnings: string[] = [];
  const virtualConsole = new VirtualConsole();
  virtualConsole.on('warn', (...args: unknown[]) => void warnings.push(args.map(String).join(' ')));
  virtualConsole.on('jsdomError', (error) => void warnings.push(String(error)));
  const dom = new JSDOM(HOST_PAGE, {
    runScripts: 'dangerously',
    url: 'https://shop.example.org/',
    virtualConsole,
  });
  const restores: (() => void)[] = [];
  open.push({
    dom,
    restore: () => {
      for (const restore of restores) restore();
    },
  });
  const { window } = dom;
  if (fetch) (window as unknown as { fetch: unknown }).fetch = fetch;
  const globals = new Set(Object.getOwnPropertyNames(window));
  let loading = !!options.loading;
  Object.defineProperty(window.document, 'readyState', {
    configurable: true,
    get: () => (loading ? 'loading' : 'complete'),
  });
  const finishLoading = () => {
    loading = false;
    window.dispatchEvent(new window.Event('load'));
  };
  const innerHTML = Object.getOwnPropertyDescriptor(window.Element.prototype, 'innerHTML')!;
  const policies: string[] = [];
  if (options.trustedTypes) restores.push(enforceTrustedTypes(window, innerHTML, policies));
  const writes: string[] = [];
  window.document.write = (...text: string[]) => void writes.push(text.join(''));
  /** Runs HTML (with inline scripts) at the end of <body>, as a pasted snippet runs. */
  const paste = (html: string) => {
    const template = window.document.createElement('template');
    innerHTML.set!.call(template, html);
    for (const node of Array.from(template.content.childNodes)) {
      if (node.nodeName === 'SCRIPT') {
        // Scripts parsed into a template do not run: re-create them so they do.
        const script = window.document.createElement('script');
        for (const attr of Array.from((node as Element).attributes))
          script.setAttribute(attr.name, attr.value);
        script.textContent = node.textContent;
        window.document.body.appendChild(script);
      } else window.document.body.appendChild(node);
    }
  };
  const newGlobals = () => Object.getOwnPropertyNames(window).filter((name) => !globals.has(name));
  return { dom, window, writes, paste, newGlobals, warnings, finishLoading, policies };
}

/** A value made by a Trusted Types policy (what the browser's TrustedScriptURL/TrustedHTML are). */
class Trusted {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

/** Makes `window` enforce Trusted Types, recording the policies made in `policies`; returns the undo. */
function enforceTrustedTypes(
  window: Window & typeof globalThis,
  innerHTML: PropertyDescriptor,
  policies: string[],
): () => void {
  const undo: (() => void)[] = [];
  const replace = (target: object, name: string, set: (this: unknown, value: unknown) => void) => {
    const own = Object.getOwnPropertyDescriptor(target, name);
    Object.defineProperty(target, name, { configurable: true, get: own?.get ?? innerHTML.get, set });
    undo.push(() =>
      own ? Object.defineProperty(target, name, own) : delete (target as Record<string, unknown>)[name],
    );
    return own ?? innerHTML;
  };
  const rules = (create?: (input: string) => string) => (input: string) => {
    if (!create) throw new TypeError('Policy has no such rule');
    return new Trusted(create(input));
  };
  Object.defineProperty(window, 'trustedTypes', {
    configurable: true,
    value: {
      createPolicy(name: string, r: Record<string, ((input: string) => string) | undefined>) {
        policies.push(name);
        return {
          name,
          createHTML: rules(r.createHTML),
          createScript: rules(r.createScript),
          createScriptURL: rules(r.createScriptURL),
        };
      },
    },
  });
  const required = (sink: string, value: unknown) => {
    if (!(value instanceof Trusted))
      throw new TypeError(`Failed to set '${sink}': This document requires a Trusted Type assignment.`);
    return value.value;
  };
  for (const proto of [window.Element.prototype, window.ShadowRoot.prototype]) {
    const own: PropertyDescriptor = replace(proto, 'innerHTML', function (value) {
      own.set!.call(this, required('innerHTML', value));
    });
  }
  const src: PropertyDescriptor = replace(window.HTMLScriptElement.prototype, 'src', function (value) {
    src.set!.call(this, required('src', value));
  });
  return () => {
    for (const step of undo.reverse()) step();
  };
}
