import { defineConfig } from 'vitest/config';
import { sharedTestConfig } from '../../vitest.shared';

// `source` first: workspace packages (@switchboard/widget-embed) are tested from their sources, as
// build.mjs bundles them.
const conditions = ['source', 'module', 'node', 'development|production'];

export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions } },
  test: {
    ...sharedTestConfig,
    // The DOM runtime is tested in jsdom; build tests opt into node with a file comment.
    environment: 'jsdom',
    include: ['src/**/*.test.ts'],
  },
});
