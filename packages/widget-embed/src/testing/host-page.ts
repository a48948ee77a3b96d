/// <reference path="./jsdom.d.ts" />
/**
 * A customer's page in jsdom, for tests of what a site owner pastes (the snippet here, the loader
 * bundle in the widget app): HTML is pasted at the end of <body> with its inline scripts run,
 * `document.write` is recorded (the snippet must never use it), and the globals the widget adds
 * can be listed. Close the pages after each test with `closeHostPages()`.
 */
import { JSDOM, VirtualConsole } from 'jsdom';

const HOST_PAGE =
  '<!doctype html><html><head><title>Shop</title></head><body><h1>Shop</h1><p>Text</p></body></html>';

const open: JSDOM[] = [];

export function closeHostPages(): void {
  for (const page of open.splice(0)) page.window.close();
}

/** A fresh host page; `fetch` stands in for the page's own fetch (jsdom has none). */
export function hostPage(fetch?: (url: string) => Promise<unknown>) {
  const warnings: string[] = [];
  const virtualConsole = new VirtualConsole();
  virtualConsole.on('warn', (...args: unknown[]) => void warnings.push(args.map(String).join(' ')));
  virtualConsole.on('jsdomError', (error) => void warnings.push(String(error)));
  const dom = new JSDOM(HOST_PAGE, {
    runScripts: 'dangerously',
    url: 'https://shop.example.org/',
    virtualConsole,
  });
  open.push(dom);
  const { window } = dom;
  if (fetch) (window as unknown as { fetch: unknown }).fetch = fetch;
  const globals = new Set(Object.getOwnPropertyNames(window));
  const writes: string[] = [];
  window.document.write = (...text: string[]) => void writes.push(text.join(''));
  /** Runs HTML (with inline scripts) at the end of <body>, as a pasted snippet runs. */
  const paste = (html: string) => {
    const template = window.document.createElement('template');
    template.innerHTML = html;
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
  return { dom, window, writes, paste, newGlobals, warnings };
}
