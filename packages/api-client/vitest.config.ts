import { defineConfig } from 'vitest/config';
import { sharedTestConfig } from '../../vitest.shared';

// `source` first: workspace packages (@switchboard/contract, /forms, /api) are used from their sources.
const conditions = ['source', 'module', 'node', 'development|production'];

export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions } },
  test: {
    ...sharedTestConfig,
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Each file boots the real API on its own PGlite (seconds to open): one server per file.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
