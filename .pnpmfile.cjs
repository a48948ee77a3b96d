// What `pnpm pack` and `pnpm publish` (which `changeset publish` runs) write into a published
// package.json. Inside the workspace, apps and tests read package sources through the `source`
// condition, and the kit exports its test setup from src/; neither ships (`files` is dist/), so a
// consumer whose bundler honours a `source` condition of its own, or who imports such an entry,
// would get a path that is not in the tarball. The packed-kit test (e2e/packed-kit) checks that
// every exported path is in the tarball.
function published(entry) {
  if (typeof entry === 'string') return entry.startsWith('./src/') ? undefined : entry;
  if (entry === null || typeof entry !== 'object') return entry;
  const kept = Object.entries(entry)
    .filter(([condition]) => condition !== 'source')
    .map(([key, value]) => [key, published(value)])
    .filter(([, value]) => value !== undefined);
  return kept.length > 0 ? Object.fromEntries(kept) : undefined;
}

module.exports = {
  hooks: {
    beforePacking(manifest) {
      if (manifest.exports) manifest.exports = published(manifest.exports);
      return manifest;
    },
  },
};
