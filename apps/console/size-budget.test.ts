import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Build } from './scripts/build-sizes.mjs';
import { bundleParts, checkSizeBudget, partName, RULE } from './size-budget';
import budgets from './size-budgets.json' with { type: 'json' };

const root = `${path.resolve(import.meta.dirname, '../..')}/`;

/**
 * A build shaped like the console's (decisions 0009, 0015): an entry with the libraries' file and
 * the one stylesheet, the header menus after paint, and a route with its component and loader.
 * Sizes are gzip KB per file.
 */
function build(sizes: Record<string, number> = {}): Build {
  const kb: Record<string, number> = {
    'assets/index.js': 20,
    'assets/vendor.js': 128,
    'assets/style.css': 12,
    'assets/popups.js': 40,
    'assets/Dropdown.js': 35,
    'assets/activity.js': 60,
    'assets/activity-loader.js': 4,
    ...sizes,
  };
  return {
    manifest: {
      'index.html': { file: 'assets/index.js', imports: ['_vendor.js'] },
      '_vendor.js': { file: 'assets/vendor.js', name: 'vendor' },
      'style.css': { file: 'assets/style.css' },
      '_popups.js': { file: 'assets/popups.js', name: 'popups', imports: ['_vendor.js'] },
      '_Dropdown.js': { file: 'assets/Dropdown.js', imports: ['_vendor.js', '_popups.js'] },
      'src/routes/_app/profile/activity.tsx?tsr-split=component': {
        file: 'assets/activity.js',
        imports: ['_Dropdown.js', 'index.html'],
      },
      'src/routes/_app/profile/activity.tsx?tsr-split=loader': {
        file: 'assets/activity-loader.js',
        imports: ['index.html'],
      },
    },
    html: [
      '<script type="module" crossorigin src="/assets/index.js"></script>',
      '<link rel="modulepreload" crossorigin href="/assets/vendor.js">',
      '<link rel="stylesheet" crossorigin href="/assets/style.css">',
    ].join('\n'),
    gzipKb: (file) => kb[file] ?? 0,
  };
}

describe('size budget', () => {
  it('passes a build within its budgets, measuring as pnpm bench does', () => {
    const { sizes, failure } = checkSizeBudget(build(), budgets);
    expect(failure).toBeNull();
    expect(sizes.firstLoad.kb).toBe(160);
    expect(sizes.shell.kb).toBe(200);
    // The header menus are part of the shell: a route that uses them does not pay for them again.
    expect(sizes.routes.map(({ route, kb }) => [route, kb])).toEqual([
      ['_app/profile/activity.tsx (component)', 95],
      ['_app/profile/activity.tsx (loader)', 4],
    ]);
  });

  it('fails an oversized first paint, naming its files, their largest parts and the rule', () => {
    const parts = () => [
      { name: '@deck.gl/core', kb: 180, importedBy: 'apps/console/src/main.tsx' },
      { name: 'react-dom', kb: 40, importedBy: 'apps/console/src/main.tsx' },
    ];
    const { failure } = checkSizeBudget(build({ 'assets/vendor.js': 320.4 }), budgets, parts);
    expect(failure).toContain(
      '- first paint: 352.4 KB JS + CSS before the first paint, budget 161.0 KB (191.4 KB over)',
    );
    expect(failure).toContain(
      'files: assets/vendor.js 320.4 KB, assets/index.js 20.0 KB, assets/style.css 12.0 KB',
    );
    expect(failure).toContain('largest: @deck.gl/core 180.0 KB (imported by apps/console/src/main.tsx)');
    expect(failure).toContain(RULE);
    expect(failure).not.toContain('route ');
  });

  it('fails an oversized route, naming the route and the files beyond the shell it loads', () => {
    const { failure } = checkSizeBudget(build({ 'assets/Dropdown.js': 45.5 }), budgets);
    expect(failure).toContain(
      '- route _app/profile/activity.tsx (component): 105.5 KB beyond the shell, budget 100.0 KB (5.5 KB over)',
    );
    expect(failure).toContain('files: assets/activity.js 60.0 KB, assets/Dropdown.js 45.5 KB\n');
    expect(failure).not.toContain('first paint:');
    expect(failure?.endsWith(RULE)).toBe(true);
  });

  it("counts modules by package, naming the console's module in the same files that imports each", () => {
    const deck = `${root}node_modules/.pnpm/@deck.gl+core@9.4.0/node_modules/@deck.gl/core/dist/deck.js`;
    const luma = `${root}node_modules/.pnpm/@luma.gl+core@9.4.2/node_modules/@luma.gl/core/dist/index.js`;
    const main = `${root}apps/console/src/main.tsx`;
    // The map screen imports deck.gl too, from its own chunk: not what brought it into these files.
    const map = `${root}apps/console/src/features/widget/map/WorldMap.tsx`;
    expect(partName(deck)).toBe('@deck.gl/core');
    expect(partName(`${root}node_modules/.pnpm/react-dom@19.3.1/node_modules/react-dom/cjs/client.js`)).toBe(
      'react-dom',
    );
    expect(partName(`\0${main}?commonjs-proxy`)).toBe('apps/console/src/main.tsx');
    expect(partName(`${root}packages/flow-editor/src/Canvas/FlowCanvas.tsx`)).toBe('packages/flow-editor');

    const ui = `${root}packages/ui/src/Button/Button.tsx`;
    const xyflow = `${root}node_modules/.pnpm/@xyflow+react@12.9.0/node_modules/@xyflow/react/dist/esm/index.js`;
    const canvas = `${root}packages/flow-editor/src/Canvas/FlowCanvas.tsx`;
    const editor = `${root}packages/flow-editor/src/index.ts`;
    // Code that gzip cannot shrink to nothing, so sizes follow lengths.
    const code = (length: number) => Array.from({ length }, (_, at) => (at * 7919).toString(36)).join(',');
    const modules = {
      [deck]: code(4000),
      [luma]: code(2000),
      [xyflow]: code(1000),
      [canvas]: code(500),
      [ui]: code(300),
      [main]: code(10),
    };
    const bundle = {
      'assets/vendor.js': {
        type: 'chunk',
        modules: Object.fromEntries(Object.entries(modules).map(([id, code]) => [id, { code }])),
      },
      'assets/style.css': { type: 'asset' },
    };
    // The flow editor's barrel renders nothing: it is in no chunk.
    const importers: Record<string, string[]> = {
      [deck]: [map, main],
      [luma]: [deck],
      [xyflow]: [canvas],
      [canvas]: [editor],
      [editor]: [main],
      [ui]: [main],
    };
    const largest = bundleParts(
      bundle as never,
      (id) => ({ importers: importers[id] ?? [] }) as never,
    )(['assets/vendor.js', 'assets/style.css']);
    expect(largest.map(({ name, importedBy }) => [name, importedBy])).toEqual([
      ['@deck.gl/core', 'apps/console/src/main.tsx'],
      ['@luma.gl/core', 'apps/console/src/main.tsx'],
      ['@xyflow/react', 'packages/flow-editor'],
      ['packages/flow-editor', 'apps/console/src/main.tsx'],
      ['packages/ui', 'apps/console/src/main.tsx'],
      ['apps/console/src/main.tsx', undefined],
    ]);
  });
});
