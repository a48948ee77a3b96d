// What a visitor's browser fetches from the console's build, gzip, read from the Vite manifest: the
// first load (index.html's scripts and stylesheet and their static imports: what the first paint
// waits for), the shell (the first load and the header menus every page loads right after its first
// paint, decision 0014) and each route chunk beyond the shell. `pnpm bench` prints these figures
// (size-report.mjs) and the build fails when one is over its budget (size-budget.ts).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** A build as written to `dist`: its manifest, its index.html, and each file's gzip size in KB. */
export function readBuild(dist) {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const sizes = new Map();
  const gzipKb = (file) => {
    if (!sizes.has(file)) sizes.set(file, gzipSync(readFileSync(path.join(dist, file))).length / 1024);
    return sizes.get(file);
  };
  return { manifest, html, gzipKb };
}

export function measureBuild({ manifest, html, gzipKb }) {
  /** Files a chunk needs before it runs: itself and its static imports, transitively. */
  const closure = (key, seen = new Set()) => {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
    return seen;
  };
  const part = (keys) => {
    const files = [...keys]
      .map((key) => ({ file: manifest[key].file, kb: gzipKb(manifest[key].file) }))
      .sort((a, b) => b.kb - a.kb);
    return { files, kb: files.reduce((total, file) => total + file.kb, 0) };
  };

  // The build may have merged the entry into a group chunk, which the manifest then names by the
  // group: start from the files index.html names rather than from the entry's key.
  const keyOf = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const firstLoad = new Set();
  for (const [, file] of html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g))
    if (keyOf.has(file)) closure(keyOf.get(file), firstLoad);

  const shell = new Set(firstLoad);
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.name === 'popups') closure(key, shell);

  const routes = Object.keys(manifest)
    .filter((key) => key.includes('src/routes/') && manifest[key].file.endsWith('.js'))
    .map((key) => {
      const deps = [...closure(key)];
      const split = key.match(/tsr-split=(\w+)/)?.[1] ?? 'route';
      return {
        route: `${key.replace(/^.*src\/routes\//, '').replace(/\?.*$/, '')} (${split})`,
        ...part(deps.filter((dep) => !shell.has(dep))),
        beyondFirst: part(deps.filter((dep) => !firstLoad.has(dep))).kb,
      };
    })
    .sort((a, b) => b.kb - a.kb);

  return { firstLoad: part(firstLoad), shell: part(shell), routes };
}

/** What is over its budget (`size-budgets.json`), the first load first, then routes by size. */
export function overBudget(sizes, budgets) {
  const over = [];
  if (sizes.firstLoad.kb > budgets.firstPaintKb)
    over.push({ what: 'first paint', budget: budgets.firstPaintKb, ...sizes.firstLoad });
  for (const route of sizes.routes)
    if (route.kb > budgets.routeKb)
      over.push({ what: `route ${route.route}`, budget: budgets.routeKb, ...route });
  return over;
}
