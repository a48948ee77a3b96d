import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';
import { sharedTestConfig } from '../../vitest.shared.ts';
import { workspaceSources } from './vite.config.ts';

export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  resolve: { alias: workspaceSources },
  test: { ...sharedTestConfig, environment: 'jsdom', include: ['src/**/*.test.{ts,tsx}', '*.test.ts'] },
});
