// @vitest-environment node
// The real loader bundle, as esbuild builds it (build.config.mjs), run in a fresh page as the
// browser runs it, after the snippet a site owner pastes (whose own tests are in
// @switchboard/widget-embed).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { installSnippet, SNIPPET_BUDGET_BYTES, SNIPPET_CODE } from '@switchboard/widget-embed/install';
import { closeHostPages, hostPage } from '@switchboard/widget-embed/testing';
import { build } from 'esbuild';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BUDGETS, loaderOptions, widgetSnippet } from '../../build.config.mjs';
import { makeConfig } from '../test/fixtures';

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
let loaderCode = '';

beforeAll(async () => {
  const loader = await build({ ...loaderOptions(dir, 'widget-assets/panel-TEST.js'), write: false });
  loaderCode = loader.outputFiles![0]!.text;
});

afterEach(closeHostPages);

describe('the snippet', () => {
  it('is pasted verbatim in the demo host page', () => {
    const demo = readFileSync(path.join(dir, 'demo', 'index.html'), 'utf8');
    expect(demo).toContain(`data-switchboard-api="http://127.0.0.1:8080">${SNIPPET_CODE}</script>`);
  });
});

describe('sizes (deterministic: the same sources always build the same bytes)', () => {
  it(`the loader stays within ${BUDGETS.loaderGzip / 1024} KB gzip`, () => {
    expect(gzipSync(loaderCode, { level: 9 }).length).toBeLessThanOrEqual(BUDGETS.loaderGzip);
  });

  it(`the snippet as pasted stays within ${SNIPPET_BUDGET_BYTES} bytes`, async () => {
    const { pasted, budget } = await widgetSnippet(dir);
    expect(budget).toBe(1024);
    expect(Buffer.byteLength(pasted)).toBeLessThanOrEqual(budget);
  });
});

describe('the loader bundle (dist/widget.js)', () => {
  async function runLoader(options: { withSnippet?: boolean; status?: number; trustedTypes?: boolean } = {}) {
    const config = makeConfig();
    const requests: string[] = [];
    const ctx = hostPage(
      async (url: string) => {
        requests.push(String(url));
        return { ok: (options.status ?? 200) < 300, status: options.status ?? 200, json: async () => config };
      },
      { trustedTypes: options.trustedTypes },
    );
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
    expect(window.document.documentElement.lastElementChild).toBe(hosts[0]);
    expect(window.document.querySelectorAll('style')).toHaveLength(0);
    expect(window.document.head.children).toHaveLength(1); // only <title>
  });

  it('draws the button where the page enforces Trusted Types, without a policy or a warning', async () => {
    const { window, warnings, policies } = await runLoader({ trustedTypes: true });
    const host = window.document.querySelector('switchboard-widget');
    expect(host?.shadowRoot?.querySelector('button svg path')).not.toBeNull();
    expect(warnings).toEqual([]);
    expect(policies).toEqual([]);
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
