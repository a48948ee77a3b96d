import { defineConfig } from 'vitest/config';
import { sharedTestConfig } from '../../vitest.shared';

export default defineConfig({
  test: {
    ...sharedTestConfig,
    // The DOM runtime is tested in jsdom; build tests opt into node with a file comment.
    environment: 'jsdom',
    include: ['src/**/*.test.ts'],
  },
});
