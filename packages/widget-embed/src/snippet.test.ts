// The snippet as a site owner pastes it (installSnippet), run in a fresh page.
import { afterEach, describe, expect, it } from 'vitest';
import { minifySnippet } from '../snippet.mjs';
import { installSnippet, SNIPPET_BUDGET_BYTES, SNIPPET_CODE } from './install.js';
import { closeHostPages, hostPage } from './testing/host-page.js';

afterEach(closeHostPages);

describe('the snippet', () => {
  it('is what src/snippet.gen.ts holds (run `pnpm build` after changing src/snippet.ts)', async () => {
    expect(SNIPPET_CODE).toBe(await minifySnippet());
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
