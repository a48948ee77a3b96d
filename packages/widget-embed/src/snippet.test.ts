// The snippet as a site owner pastes it (installSnippet), run in a fresh page.

import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { cspHash, minifySnippet, SNIPPET_GEN, snippetModule } from '../snippet.mjs';
import {
  cspDirectives,
  installSnippet,
  loaderOnlySnippet,
  SNIPPET_BUDGET_BYTES,
  SNIPPET_CODE,
  SNIPPET_CSP_HASH,
  TRUSTED_TYPES_POLICY,
} from './install.js';
import { closeHostPages, hostPage } from './testing/host-page.js';

afterEach(closeHostPages);

describe('the snippet', () => {
  it('is what src/snippet.gen.ts holds (run `pnpm build` after changing src/snippet.ts)', async () => {
    expect(SNIPPET_CODE).toBe(await minifySnippet());
    expect(readFileSync(SNIPPET_GEN, 'utf8')).toBe(snippetModule(SNIPPET_CODE));
  });

  it("carries the CSP hash of the script element's exact text", () => {
    // The base64 SHA-256 a browser computes over the inline script's text, whatever key or address.
    expect(SNIPPET_CSP_HASH).toBe(cspHash(SNIPPET_CODE));
    expect(SNIPPET_CSP_HASH).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/);
    const html = installSnippet('https://api.example.test', 'pk_live_123');
    expect(html.slice(html.indexOf('>', html.indexOf('<script')) + 1, html.lastIndexOf('</script>'))).toBe(
      SNIPPET_CODE,
    );
    expect(cspDirectives('https://api.example.test/base/')).toBe(
      `script-src ${SNIPPET_CSP_HASH} https://api.example.test;\n` +
        'connect-src https://api.example.test;\n' +
        "require-trusted-types-for 'script'; trusted-types switchboard-widget;",
    );
  });

  it('has a loader-only form with no inline code', () => {
    expect(loaderOnlySnippet('https://api.example.test/', 'pk"1')).toBe(
      '<script src="https://api.example.test/widget.js" data-switchboard-key="pk&quot;1" async></script>',
    );
  });

  it(`stays within ${SNIPPET_BUDGET_BYTES} bytes as pasted, with a long key and address`, () => {
    const html = installSnippet('https://widgets.switchboard-telephony.example.com/api/', 'a'.repeat(64));
    expect(new TextEncoder().encode(html).length).toBeLessThanOrEqual(SNIPPET_BUDGET_BYTES);
  });

  it('escapes the key and address it writes into attributes', () => {
    const html = installSnippet('https://api.example.test/', 'pk"><img src=x onerror=alert(1)>');
    expect(html).toContain('data-switchboard-key="pk&quot;&gt;&lt;img src=x onerror=alert(1)&gt;"');
    expect(html).toContain('data-switchboard-api="https://api.example.test"');
    expect(html).not.toContain('<img');
  });

  it('adds the loader as an async script and only the SwitchboardWidget global, without document.write', () => {
    const { window, writes, paste, newGlobals } = hostPage();
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

  it("adds the loader only once the page has loaded, so a slow API never holds the page's load event", () => {
    const { window, paste, finishLoading } = hostPage(undefined, { loading: true });
    paste(installSnippet('https://api.example.test', 'pk_live_123'));
    expect(window.document.querySelectorAll('script[src]')).toHaveLength(0);
    finishLoading();
    const loaders = window.document.querySelectorAll('script[src]');
    expect(loaders).toHaveLength(1);
    expect((loaders[0] as HTMLScriptElement).src).toBe('https://api.example.test/widget.js');
  });

  it(`sets the loader's address through the '${TRUSTED_TYPES_POLICY}' policy where Trusted Types are enforced`, () => {
    const { window, paste, policies, warnings } = hostPage(undefined, { trustedTypes: true });
    paste(installSnippet('https://api.example.test', 'pk_live_123'));
    expect(warnings).toEqual([]);
    expect(policies).toEqual(['switchboard-widget']);
    const loaders = window.document.querySelectorAll('script[src]');
    expect(loaders).toHaveLength(1);
    expect((loaders[0] as HTMLScriptElement).src).toBe('https://api.example.test/widget.js');
  });

  it('queues commands for the loader, and loads once when pasted twice', () => {
    const { window, paste } = hostPage();
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
