/**
 * The api-client owns the cache (decision 0003, issue 23): its query and mutation options say what
 * each write changes, so a console screen never writes the cache itself; and pages read through
 * their route's loader (decision 0005), so a `useQuery` is a fetch after render unless its options
 * say when it runs (`enabled`: a dialog's lists while it is open, app-wide reads; `enabled: true`
 * does not count). This test reads every source file of the console and names the file and line
 * of each break.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = __dirname;

/** Sources, not tests: test helpers set up their own cache. */
const sources = (readdirSync(root, { recursive: true }) as string[])
  .filter((path) => /\.tsx?$/.test(path) && !/\.test\.tsx?$/.test(path))
  .filter((path) => !path.startsWith('test/') && !path.endsWith('routeTree.gen.ts'))
  .map((path) => ({ path: relative(root, join(root, path)), text: readFileSync(join(root, path), 'utf8') }));

const lineOf = (text: string, index: number) => text.slice(0, index).split('\n').length;

/** Cache writes and clients of its own are the router context's (`src/app/`), nobody else's. */
const cacheWrites =
  /\b(mutationFn|invalidateQueries|setQueryData|setQueriesData|removeQueries)\b|new QueryClient\b/g;

/** The text between the parentheses opened at `open`. */
function argumentsAt(text: string, open: number): string {
  let depth = 0;
  for (let index = open; index < text.length; index++) {
    if (text[index] === '(') depth++;
    else if (text[index] === ')' && --depth === 0) return text.slice(open + 1, index);
  }
  return text.slice(open + 1);
}

function cacheBreaks(files: readonly { path: string; text: string }[]): string[] {
  const breaks: string[] = [];
  for (const { path, text } of files) {
    if (!path.startsWith('app/'))
      for (const match of text.matchAll(cacheWrites))
        breaks.push(`${path}:${lineOf(text, match.index)}: ${match[0]} (use the api-client's options)`);
    for (const match of text.matchAll(/\buseQuery\(/g)) {
      const options = argumentsAt(text, match.index + match[0].length - 1);
      // `enabled: true` says nothing about when: a fetch after render in disguise.
      if (!/\benabled\b/.test(options) || /\benabled:\s*true\b/.test(options))
        breaks.push(
          `${path}:${lineOf(text, match.index)}: useQuery without enabled (load in the route's loader)`,
        );
    }
  }
  return breaks;
}

describe('the console leaves the cache to the api-client', () => {
  it('finds the sources it reads', () => {
    expect(sources.length).toBeGreaterThan(100);
  });

  it('names the file and line of each cache write and of each useQuery without enabled', () => {
    const breaks = cacheBreaks([
      {
        path: 'features/x/Page.tsx',
        text: 'a\nconst m = useMutation({ mutationFn: f });\nuseQuery(q.list());',
      },
      { path: 'features/x/Dialog.tsx', text: 'useQuery({ ...q.list(), enabled: open });' },
      { path: 'features/x/Always.tsx', text: 'useQuery({ ...q.list(), enabled: true });' },
      { path: 'app/context.ts', text: 'new QueryClient()' },
    ]);
    expect(breaks).toEqual([
      "features/x/Page.tsx:2: mutationFn (use the api-client's options)",
      "features/x/Page.tsx:3: useQuery without enabled (load in the route's loader)",
      "features/x/Always.tsx:1: useQuery without enabled (load in the route's loader)",
    ]);
  });

  it('holds for every source file', () => {
    expect(cacheBreaks(sources)).toEqual([]);
  });
});
