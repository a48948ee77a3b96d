import { defineConfig } from 'vitest/config';
import { sharedTestConfig } from '../../vitest.shared';

// `source` first: workspace packages (@switchboard/forms) are tested from their sources, no build needed.
const conditions = ['source', 'module', 'node', 'development|production'];

export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions } },
  test: { ...sharedTestConfig, include: ['src/**/*.test.ts'] },
});
