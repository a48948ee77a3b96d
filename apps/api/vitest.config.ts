import { defineConfig } from 'vitest/config';
import { sharedTestConfig } from '../../vitest.shared';

// `source` first: workspace packages (@switchboard/contract, /forms) are used from their sources.
const conditions = ['source', 'module', 'node', 'development|production'];

export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions } },
  test: {
    ...sharedTestConfig,
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Each file opens its own database (PGlite takes seconds to start); two cores, two files at a time.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
