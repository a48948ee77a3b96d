import { defineConfig } from 'vitest/config';
import { sharedTestConfig } from '../../vitest.shared';

// `source` first: workspace packages (@switchboard/contract, /forms) are used from their sources.
const conditions = ['source', 'module', 'node', 'development|production'];

// The suite always runs on the embedded defaults (PGlite, rate limits in process) and, when
// TEST_DATABASE_URL is set (CI), a second time on PostgreSQL with Redis (TEST_REDIS_URL).
const postgres = process.env.TEST_DATABASE_URL;
const redis = process.env.TEST_REDIS_URL ?? '';

export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions } },
  test: {
    ...sharedTestConfig,
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Each file opens its own database (PGlite takes seconds to start); two cores, two files at a time.
    maxWorkers: 2,
    // Tests wait on readiness (a listening server, a migrated database), never on fixed sleeps, so
    // a limit only bounds a hang: sized for a busy 2-core machine, where opening PGlite alone has
    // taken over 30 s while other suites ran.
    testTimeout: 120_000,
    hookTimeout: 180_000,
    projects: [
      { extends: true, test: { name: 'pglite', env: { TEST_DATABASE_URL: '', TEST_REDIS_URL: '' } } },
      ...(postgres
        ? [
            {
              extends: true as const,
              test: { name: 'postgres', env: { TEST_DATABASE_URL: postgres, TEST_REDIS_URL: redis } },
            },
          ]
        : []),
    ],
  },
});
