import { defineConfig } from '@playwright/test';
import { E2E_MAIL_PORT, E2E_PORT } from './support/ports';

// The whole stack, started the way the README starts it (`npm start`), on a fresh data folder, with
// mail going to an SMTP server that the global setup runs in-process.
export default defineConfig({
  testDir: './specs',
  outputDir: './test-results',
  globalSetup: './support/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    ['html', { outputFolder: 'playwright-report', open: 'never' }],
    ['json', { outputFile: '.reports/playwright.json' }],
  ],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    viewport: { width: 1280, height: 800 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    command: 'npm start',
    cwd: '..',
    url: `http://127.0.0.1:${E2E_PORT}/healthz`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      PORT: String(E2E_PORT),
      DATA_DIR: `${process.env.TMPDIR ?? '/tmp'}/switchboard-e2e-${Date.now()}`,
      SMTP_URL: `smtp://127.0.0.1:${E2E_MAIL_PORT}`,
      PUBLIC_URL: `http://127.0.0.1:${E2E_PORT}`,
      // Visitors' addresses (and so their countries) come from X-Forwarded-For, as behind a proxy.
      TRUST_PROXY: '1',
      // Webhook receivers the specs run listen on 127.0.0.1.
      WEBHOOKS_ALLOW_PRIVATE: '1',
      DATABASE_URL: '',
      REDIS_URL: '',
    },
  },
});
