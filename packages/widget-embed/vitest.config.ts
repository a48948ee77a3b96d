import { defineConfig } from 'vitest/config';
import { sharedTestConfig } from '../../vitest.shared';

export default defineConfig({
  // Node: the snippet's tests open their own jsdom pages, one per test, that run pasted scripts.
  test: { ...sharedTestConfig, environment: 'node', include: ['src/**/*.test.ts'] },
});
