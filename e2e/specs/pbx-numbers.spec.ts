/**
 * PBX domains, numbers and reports over the real stack (npm start, the demo account): an owner
 * creates a domain on its page, adds an external number routed to a queue, and reads the reports:
 * a call's legs beneath it, a result filter in the address, a CSV export of the filtered calls.
 * axe checks each page in light and dark; the reports are also looked at in Arabic.
 */
import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { choose, logIn, notice, settled } from '../support/console';

const menu = (page: Page) => page.getByRole('navigation', { name: 'PBX settings' });

test('an owner creates a domain and routes a new external number to a queue', async ({ page }) => {
  test.setTimeout(180_000);
  const tag = String(Date.now() % 100_000).padStart(5, '0');
  const host = `sip${tag}.example.com`;
  const queueName = `E2E Line ${tag}`;
  const number = `+3592400${tag}`;
  await logIn(page);

  // A queue to route to, made through the API as its own page would.
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  const queue = await page.request.post('/admin/xpbx/queue', {
    headers: { Authorization: `Bearer ${token}` },
    data: { name: queueName, queue_number: `8${tag}` },
  });
  expect(queue.status()).toBe(201);

  await page.goto('/xpbx/settings/users');
  await settled(page);
  await menu(page).getByRole('link', { name: 'Domains' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Domains' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Domains' })).toContainText('.pbx.local');
  await page.getByRole('button', { name: 'Add domain' }).click();
  const form = page.getByRole('form', { name: 'Create domain' });
  await form.getByRole('textbox', { name: 'Domain' }).fill(host);
  await expectAccessible(page);
  await form.getByRole('button', { name: 'Create domain' }).click();
  await expect(notice(page, `You have created domain ${host} successfully.`)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Domains' })).toContainText(host);

  await menu(page).getByRole('link', { name: 'Numbers' }).click();
  await expect(page.getByRole('table', { name: 'External numbers' })).toBeVisible();
  await page.getByRole('button', { name: 'Add number' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add external number' });
  await dialog.getByRole('textbox', { name: 'Number', exact: true }).fill(number);
  await choose(page, dialog.getByRole('button', { name: /Country/ }), 'Bulgaria (+359)', { exact: true });
  await choose(page, dialog.getByRole('button', { name: /Number type/ }), 'Local', { exact: true });
  await choose(page, dialog.getByRole('button', { name: /Routed to/ }), 'Queue', { exact: true });
  // Earlier specs leave many queues: typed, the long list narrows to the one (no scrolling under the pointer).
  const target = dialog.getByRole('combobox', { name: 'Target' });
  await target.fill(queueName);
  await choose(page, target, queueName, { exact: true });
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Save' }).click();
  // The number is isolated left to right inside the sentence (U+2066 … U+2069).
  await expect(
    notice(page, `You have created external number \u2066${number}\u2069 successfully.`),
  ).toBeVisible();
  const row = page
    .getByRole('table', { name: 'External numbers' })
    .getByRole('row', { name: new RegExp(tag) });
  await expect(row).toContainText(queueName);
});

test('an owner reads the call reports: legs beneath a call, a result filter, a CSV export', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await logIn(page);
  await page.goto('/xpbx');
  await settled(page);
  await menu(page).getByRole('link', { name: 'Reports' }).click();
  await expect(page).toHaveURL(/\/xpbx\/reports/);
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  const calls = page.getByRole('table', { name: 'Calls' });
  await expect(calls).toBeVisible();
  await expectAccessible(page);

  // The demo month has calls that waited in a queue: their legs open beneath them.
  const legs = calls.getByRole('button', { name: /^Show \d+ legs?$/ }).first();
  await legs.click();
  await expect(calls.getByText('Queue', { exact: true }).first()).toBeVisible();
  await expect(calls.getByRole('button', { name: 'Hide legs' }).first()).toHaveAttribute(
    'aria-expanded',
    'true',
  );

  await choose(page, page.getByRole('button', { name: /Result/ }), 'Answered', { exact: true });
  await expect(page).toHaveURL(/result=answered/);
  await expect(calls).not.toContainText('No answer');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await (await download).path();
  const csv = await readFile(file, 'utf8');
  const [header, ...rows] = csv.trim().split(/\r?\n/);
  expect(header).toContain('calling_number');
  expect(rows.length).toBeGreaterThan(0);
  expect(rows.every((line) => line.includes('answered'))).toBe(true);

  // In Arabic the page mirrors and the numbers stay left to right.
  await page.evaluate(() => localStorage.setItem('user_lang', 'ar'));
  await page.reload();
  await settled(page);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('table').first()).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('reports-arabic.png'), fullPage: true });
});
