import { defineConfig } from 'vitest/config';
import { sharedTestConfig } from '../../vitest.shared';

// `source` first: workspace packages (@switchboard/contract, /forms) are used from their sources.
const conditions = ['source', 'module', 'node', 'development|production'];

export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions } },
  test: {
    ...sharedTestConfig,
    environment: 'node',
    // Unit tests at the fetch boundary; the client against the real API runs in apps/api/test/client.
    include: ['src/**/*.test.ts'],
  },
});
