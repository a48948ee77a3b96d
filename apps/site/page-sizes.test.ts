// @vitest-environment node

import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { measurePages, overBudget } from './page-sizes.mjs';

let dir: string;

/** A built client folder: a small pickers' entry sharing a chunk, and a search entry of `searchBytes` of noise. */
async function fixture(searchBytes: number) {
  await mkdir(path.join(dir, '.vite'), { recursive: true });
  await writeFile(path.join(dir, 'prefs.js'), 'import "./shared.js";console.log("prefs")');
  await writeFile(path.join(dir, 'shared.js'), 'export const shared = 1;');
  // Random bytes do not compress: their gzip size is about their size.
  await writeFile(path.join(dir, 'search.js'), randomBytes(searchBytes).toString('base64'));
  const manifest = {
    'src/client/prefs.ts': { file: 'prefs.js', imports: ['_shared.js'] },
    '_shared.js': { file: 'shared.js' },
    'src/client/tariff-search.ts': { file: 'search.js', imports: ['_shared.js'] },
  };
  await writeFile(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'site-sizes-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('the size budget', () => {
  it("counts each page's entries and the chunks they import, once", async () => {
    await fixture(3000);
    const sizes = measurePages(dir, { '/about': ['prefs'], '/tariffs': ['prefs', 'tariff-search'] });
    expect(sizes.map(({ page, files }) => [page, files])).toEqual([
      ['/about', ['prefs.js', 'shared.js']],
      ['/tariffs', ['prefs.js', 'shared.js', 'search.js']],
    ]);
    expect(overBudget(sizes)).toBeNull();
  });

  it('fails a page over 60 KB gzip, naming it and its files', async () => {
    await fixture(70 * 1024);
    const failure = overBudget(
      measurePages(dir, { '/about': ['prefs'], '/tariffs': ['prefs', 'tariff-search'] }),
    );
    expect(failure).toMatch(/over its size budget \(60 KB gzip/);
    expect(failure).toMatch(/- \/tariffs: \d+\.\d KB in prefs\.js, shared\.js, search\.js/);
    expect(failure).not.toContain('/about');
  });
});
