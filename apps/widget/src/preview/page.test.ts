// @vitest-environment node
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';

describe('the preview page template', () => {
  it('loads the preview as a same-origin module script, with no inline script (CSP script-src self)', async () => {
    const html = await readFile(new URL('./index.html', import.meta.url), 'utf8');
    const scripts = html.match(/<script\b[^>]*>[^<]*<\/script>/g) ?? [];
    expect(scripts).toEqual(['<script type="module" src="%PREVIEW_SCRIPT%"></script>']);
    expect(html).toContain('<meta name="robots" content="noindex" />');
  });
});
