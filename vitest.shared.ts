import type { ViteUserConfig } from 'vitest/config';

/**
 * Reporters every package's vitest config uses: the console output, and a JSON report under
 * .reports/ that `npm test` adds up into one closing count for the workspace.
 */
export const sharedTestConfig = {
  // Tests wait for what they expect to happen, never for fixed times, so a limit only bounds a
  // hang; it is sized for a busy 2-core machine rather than an idle one.
  testTimeout: 60_000,
  reporters: ['default', 'json'],
  outputFile: { json: '.reports/vitest.json' },
} satisfies ViteUserConfig['test'];
