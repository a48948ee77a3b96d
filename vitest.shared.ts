import type { ViteUserConfig } from 'vitest/config';

/**
 * Reporters every package's vitest config uses: the console output, and a JSON report under
 * .reports/ that `npm test` adds up into one closing count for the workspace.
 */
export const sharedTestConfig = {
  reporters: ['default', 'json'],
  outputFile: { json: '.reports/vitest.json' },
} satisfies ViteUserConfig['test'];
