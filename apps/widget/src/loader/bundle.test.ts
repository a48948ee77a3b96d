// @vitest-environment node
// The real bundles, as esbuild builds them (build.config.mjs), run in a fresh page: the snippet as
// a site owner pastes it and the loader as the browser runs it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { JSDOM, VirtualConsole } from 'jsdom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BUDGETS, loaderOptions, snippetOptions } from '../../build.config.mjs';
import { installSnippet } from '../install';
import { SNIPPET_CODE } from '../snippet.gen';
import { makeConfig } from '../test/fixtures';

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
let snippetCode = '';
let loaderCode = '';
const pages: JSDOM[] = [];

beforeAll(async () => {
  const snippet = await build(snippetOptions(dir));
  snippetCode = snippet.outputFiles![0]!.text.trim();
  const loader = await build({ ...loaderOptions(dir, 'widget-assets/panel-TEST.js'), write: false });
  loaderCode = loader.outputFiles![0]!.text;
});

afterEach(() => {
  for (const page of pages.splice(0)) page.window.close();
});

const HOST_PAGE =
  '<!doctype html><html><head><title>Shop</title></head><body><h1>Shop</h1><p>Text</p></body></html>';

function page(fetch?: (url: string) => Promise<unknown>) {
  const warnings: string[] = [];
  const virtualConsole = new VirtualConsole();
  virtualConsole.on('warn', (...args: unknown[]) => void warnings.push(args.map(String).join(' ')));
  virtualConsole.on('jsdomError', (error) => void warnings.push(String(error)));
  const dom = new JSDOM(HOST_PAGE, {
    runScripts: 'dangerously',
    url: 'https://shop.example.org/',
    virtualConsole,
  });
  pages.push(dom);
  const { window } = dom;
  // jsdom has no fetch: the page's own (stubbed) fetch exists before the widget arrives.
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

describe('the snippet', () => {
  it('is what src/snippet.gen.ts holds (run `pnpm build` after changing src/snippet.ts)', () => {
    expect(SNIPPET_CODE).toBe(snippetCode);
  });

  it('is pasted verbatim in the demo host page', () => {
    const demo = readFileSync(path.join(dir, 'demo', 'index.html'), 'utf8');
    expect(demo).toContain(`data-switchboard-api="http://127.0.0.1:8080">${SNIPPET_CODE}</script>`);
  });

  it(`stays within ${BUDGETS.snippetRaw} bytes as pasted, with a long key and address`, () => {
    const html = installSnippet('https://widgets.switchboard-telephony.example.com/api/', 'a'.repeat(64));
    expect(new TextEncoder().encode(html).length).toBeLessThanOrEqual(BUDGETS.snippetRaw);
  });

  it('escapes the key and address it writes into attributes', () => {
    const html = installSnippet('https://api.example.test/', 'pk"><img src=x onerror=alert(1)>');
    expect(html).toContain('data-switchboard-key="pk&quot;&gt;&lt;img src=x onerror=alert(1)&gt;"');
    expect(html).toContain('data-switchboard-api="https://api.example.test"');
    expect(html).not.toContain('<img');
  });

  it('adds the loader as an async script and only the SwitchboardWidget global, without document.write', () => {
    const { window, writes, paste, newGlobals } = page();
    const bodyBefore = window.document.body.children.length;
    paste(installSnippet('https://api.example.test', 'pk_live_123'));
    expect(newGlobals()).toEqual(['SwitchboardWidget']);
    expect(writes).toEqual([]);
    const loaders = window.document.head.querySelectorAll('script');
    expect(loaders).toHaveLength(1);
    const loader = loaders[0]!;
    expect(loader.async).toBe(true);
    expect(loader.src).toBe('https://api.example.test/widget.js');
    expect(loader.getAttribute('data-switchboard-key')).toBe('pk_live_123');
    expect(loader.getAttribute('data-switchboard-api')).toBe('https://api.example.test');
    // Only the pasted inline script itself is in <body>; nothing is drawn yet.
    expect(window.document.body.children.length).toBe(bodyBefore + 1);
  });

  it('queues commands for the loader, and loads once when pasted twice', () => {
    const { window, paste } = page();
    const html = installSnippet('https://api.example.test', 'pk_live_123');
    paste(html);
    paste(html);
    const sw = (
      window as unknown as { SwitchboardWidget: ((...args: unknown[]) => void) & { q: unknown[][] } }
    ).SwitchboardWidget;
    sw('open');
    expect(sw.q).toEqual([['open']]);
    expect(window.document.querySelectorAll('script[src]')).toHaveLength(1);
  });
});

describe('the loader bundle (dist/widget.js)', () => {
  async function runLoader(options: { withSnippet?: boolean; status?: number } = {}) {
    const config = makeConfig();
    const requests: string[] = [];
    const ctx = page(async (url: string) => {
      requests.push(String(url));
      return { ok: (options.status ?? 200) < 300, status: options.status ?? 200, json: async () => config };
    });
    if (options.withSnippet) {
      ctx.paste(installSnippet('https://api.example.test', 'pk_test'));
      (ctx.window as unknown as { SwitchboardWidget: (...args: unknown[]) => void }).SwitchboardWidget(
        'close',
      );
    }
    const globalsBefore = ctx.newGlobals();
    ctx.paste(
      `<script data-switchboard-key="pk_test" data-switchboard-api="https://api.example.test/">${loaderCode}</script>`,
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    return { ...ctx, requests, globalsBefore };
  }

  it('adds only SwitchboardWidget to window and one shadow host to the page', async () => {
    const { window, newGlobals, requests } = await runLoader();
    expect(requests).toEqual(['https://api.example.test/public/widget/pk_test']);
    expect(newGlobals()).toEqual(['SwitchboardWidget']);
    const hosts = window.document.querySelectorAll('switchboard-widget');
    expect(hosts).toHaveLength(1);
    expect(hosts[0]!.shadowRoot?.querySelector('button[aria-haspopup="dialog"]')).not.toBeNull();
    expect(window.document.body.lastElementChild).toBe(hosts[0]);
    expect(window.document.querySelectorAll('style')).toHaveLength(0);
    expect(window.document.head.children).toHaveLength(1); // only <title>
  });

  it('takes over the snippet queue, so later commands go straight to the widget', async () => {
    const { window, globalsBefore, newGlobals, warnings } = await runLoader({ withSnippet: true });
    expect(globalsBefore).toEqual(['SwitchboardWidget']);
    // The queued 'close' reached the widget, which went to import the panel (jsdom cannot import it).
    expect(warnings.join('\n')).toContain('[Switchboard] panel failed to load');
    expect(newGlobals()).toEqual(['SwitchboardWidget']);
    const sw = (window as unknown as { SwitchboardWidget: { q: unknown; l: number } }).SwitchboardWidget;
    expect(Array.isArray(sw.q)).toBe(false);
    expect(sw.l).toBe(1);
  });

  it('draws nothing and leaves the page alone when the widget is refused', async () => {
    const { window, newGlobals } = await runLoader({ status: 403 });
    expect(window.document.querySelectorAll('switchboard-widget')).toHaveLength(0);
    expect(newGlobals()).toEqual(['SwitchboardWidget']);
  });
});
