import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { sharedTestConfig } from '../../vitest.shared';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  test: {
    ...sharedTestConfig,
    environment: 'jsdom',
    globals: true,
    setupFiles: ['@switchboard/ui/test-setup'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: true,
  },
});
