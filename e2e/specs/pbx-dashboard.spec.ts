/**
 * The PBX home over the real stack: the demo owner opens /xpbx while `pnpm simulate:calls` drives
 * calls through the live events endpoint and the switch ingest, and sees the live calls change
 * (the home polls them) and the calls by result fill in.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { logIn, settled } from '../support/console';
import { E2E_PORT } from '../support/ports';

const apiDir = fileURLToPath(new URL('../../apps/api', import.meta.url));
let simulator: ChildProcess | undefined;
test.afterEach(() => {
  if (simulator?.pid && simulator.exitCode === null) simulator.kill();
});

test('the PBX dashboard shows the live calls change while the simulator runs', async ({ page }) => {
  test.setTimeout(120_000);
  await logIn(page);
  await page.goto('/xpbx');
  await settled(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'PBX settings' }).getByRole('link').first()).toHaveText(
    'Dashboard',
  );
  await expectAccessible(page);

  simulator = spawn(
    'pnpm',
    ['simulate:calls', '--base-url', `http://127.0.0.1:${E2E_PORT}`, '--rate', '60', '--duration', '30'],
    { cwd: apiDir, stdio: 'inherit' },
  );
  const count = page.getByText(/^\d+ calls? now$/);
  // Calls appear as the switch reports them…
  await expect(count).not.toHaveText('0 calls now', { timeout: 30_000 });
  const first = await count.textContent();
  await expect(page.getByRole('table', { name: 'Live calls' }).getByRole('row')).not.toHaveCount(1);
  // …and the number changes as others start, end and their records arrive.
  await expect(count).not.toHaveText(first ?? '', { timeout: 30_000 });
});
