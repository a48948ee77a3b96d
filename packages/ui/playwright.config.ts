import { defineConfig } from '@playwright/test';

const port = Number(process.env.STORYBOOK_PORT ?? 6106);
// Overridable so that several people can check their stories side by side without touching the
// committed baselines: STORYBOOK_DIR=/tmp/sb SNAPSHOT_DIR=/tmp/shots STORYBOOK_PORT=6107.
const storybookDir = process.env.STORYBOOK_DIR ?? '../../storybook-static';
const snapshotDir = process.env.SNAPSHOT_DIR ?? '{testDir}/__screenshots__';

// Stories are screenshot-tested and axe-checked against the static Storybook build in Debian's
// Chromium; baselines live beside the spec in visual/__screenshots__ and are committed.
export default defineConfig({
  testDir: './visual',
  snapshotPathTemplate: `${snapshotDir}/{arg}{ext}`,
  outputDir: './test-results',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [
    ['dot'],
    ['html', { outputFolder: 'playwright-report', open: 'never' }],
    ['json', { outputFile: '.reports/playwright.json' }],
  ],
  expect: {
    toHaveScreenshot: { maxDiffPixelRatio: 0.0002, threshold: 0.15, animations: 'disabled', caret: 'hide' },
  },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 800, height: 600 },
    deviceScaleFactor: 1,
    // Overlays appear in place rather than sliding in: a dropdown opened in a modal that was still
    // rising was placed a pixel off once the screenshot ended the rise.
    reducedMotion: 'reduce',
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--font-render-hinting=none',
      ],
    },
  },
  webServer: {
    command: `node ../../scripts/serve-static.mjs ${storybookDir}`,
    url: `http://127.0.0.1:${port}/index.json`,
    env: { PORT: String(port) },
    reuseExistingServer: !process.env.CI,
  },
});
