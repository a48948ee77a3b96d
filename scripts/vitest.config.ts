import { defineConfig } from 'vitest/config';
import { sharedTestConfig } from '../vitest.shared';

// The workspace's own checks (`pnpm test:deps`, run by turbo before every package's tests).
export default defineConfig({
  test: { ...sharedTestConfig, root: import.meta.dirname, include: ['*.test.ts'], environment: 'node' },
});
