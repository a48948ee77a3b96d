/**
 * The call centre over the real stack: the demo owner follows the product switcher's Call Center to
 * the queues, opens the Support queue's wallboard and watches its figures change while
 * `pnpm simulate:calls` drives calls (its agents register and answer, callers abandon); axe is clean
 * in light and dark, and the wallboard in Arabic dark is kept as a screenshot for a person to look at.
 * The wallboard's stream stays open: its page is never waited on for an idle network.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { logIn, settled } from '../support/console';
import { E2E_PORT } from '../support/ports';

const apiDir = fileURLToPath(new URL('../../apps/api', import.meta.url));
let simulator: ChildProcess | undefined;
test.afterEach(() => {
  if (simulator?.pid && simulator.exitCode === null) simulator.kill();
});

/** A figure of today's row, by its label. */
const figure = (page: Page, label: string) =>
  page
    .getByRole('region', { name: 'Today' })
    .locator('div', { has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('dd')
    .first();

test.use({ viewport: { width: 1440, height: 1000 } });

test('the wallboard changes while calls are simulated', async ({ page }) => {
  test.setTimeout(180_000);
  await logIn(page);
  await page.getByRole('button', { name: 'Products' }).click();
  await page.getByRole('menuitem', { name: 'Call Center' }).click();
  await expect(page).toHaveURL(/\/xpbx\/call-center$/);
  await settled(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Call center' })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Open the wallboard of Support' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Support (500)' })).toBeVisible();
  const shown = () =>
    Promise.all(['Waiting now', 'Answered', 'Abandoned'].map((label) => figure(page, label).textContent()));
  await expect(figure(page, 'Answered')).toHaveText(/^\d+$/);
  const before = await shown();
  await expectAccessible(page);

  simulator = spawn(
    'pnpm',
    ['simulate:calls', '--base-url', `http://127.0.0.1:${E2E_PORT}`, '--rate', '60', '--duration', '40'],
    { cwd: apiDir, stdio: 'inherit' },
  );
  // The agents' phones register: they show available (or busy) rather than offline…
  await expect(page.getByRole('table', { name: 'Agents' })).toContainText(/Available|On a call|Wrap-up/, {
    timeout: 30_000,
  });
  // …and the figures move as calls queue, are answered or abandoned, without a reload.
  await expect.poll(shown, { timeout: 90_000 }).not.toEqual(before);
  await expectAccessible(page);

  // In Arabic and dark, for a person to look at.
  await page.evaluate(() => {
    localStorage.setItem('user_lang', 'ar');
    localStorage.setItem('theme', 'dark');
  });
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'Support (500)' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'اليوم' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('wallboard-ar-dark.png'), fullPage: true });
});
