/**
 * The PBX settings over the real stack (npm start, the demo account the API seeds): the users table
 * (validation before sending, create, edit, deactivate, csv export read back, delete after the
 * confirmation), an extension created and shown on top, and the users page in Arabic, right to
 * left. axe checks every page visited, in light and dark.
 */
import { readFile } from 'node:fs/promises';
import { expect, type Page, type Request, test } from '@playwright/test';
import Papa from 'papaparse';
import { expectAccessible } from '../support/axe';
import { DEMO, logIn, notice, settled } from '../support/console';

/** The rows of the table that contain `text`. */
const row = (page: Page, table: string, text: string) =>
  page.getByRole('table', { name: table }).getByRole('row').filter({ hasText: text });

/** Records the writes the console sends to an API path, to prove that nothing was sent. */
function recordWrites(page: Page, path: RegExp): Request[] {
  const writes: Request[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET' && path.test(new URL(request.url()).pathname)) writes.push(request);
  });
  return writes;
}

test('an owner manages the PBX users: checks, create, edit, deactivate, csv export, delete', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const username = `e2e.agent${Date.now() % 100_000}`;
  const writes = recordWrites(page, /^\/admin\/xpbx\/user/);
  await logIn(page);

  // The product switcher leads to the PBX, which opens on its dashboard; its menu leads to the users.
  await page.getByRole('banner').getByRole('button', { name: 'Products' }).click();
  await page.getByRole('menuitem', { name: 'XPBX' }).click();
  await expect(page).toHaveURL(/\/xpbx$/);
  await page.getByRole('navigation', { name: 'PBX settings' }).getByRole('link', { name: 'Users' }).click();
  await expect(page).toHaveURL(/\/xpbx\/settings\/users$/);
  await settled(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'PBX settings' }).getByRole('link')).toHaveText([
    'Dashboard',
    'Call center',
    'Reports',
    'Users',
    'Extensions',
    'Numbers',
    'Carriers',
    'Destinations',
    'Routing',
    'Sound files',
    'Voicemail',
    'Timeslots',
    'Ring groups',
    'Queues',
    'Flows',
    'Blacklist',
    'Templates',
    'Senders',
    'Contacts',
    'Domains',
    'Time zones',
    'Settings',
    'Switch',
  ]);
  await expect(row(page, 'Users', 'reception')).toBeVisible();
  await expect(page.getByText(/^Showing 1 to \d+ of \d+ users$/)).toBeVisible();
  await expectAccessible(page);

  // Nothing is sent while a field fails; the first message shows under the field.
  await page.getByRole('button', { name: 'New' }).click();
  const create = page.getByRole('dialog', { name: 'Create user' });
  await expect(create).toBeVisible();
  await create.getByRole('button', { name: 'Save' }).click();
  await expect(create.getByRole('textbox', { name: 'Username' })).toHaveAccessibleDescription(
    'Username is required.',
  );
  await expectAccessible(page);
  expect(writes).toEqual([]);

  // Valid now: an extension and a time zone found by a part of its name.
  await create.getByRole('textbox', { name: 'Username' }).fill(username);
  await create.getByRole('textbox', { name: 'Description' }).fill('Created by the e2e suite');
  await create.getByLabel(/^Password/).fill('e2e-secret-1');
  await create.getByRole('combobox', { name: 'Extension' }).click();
  await page.getByRole('option', { name: /^104/ }).click();
  await create.getByRole('combobox', { name: 'Timezone' }).fill('sofia');
  await page.getByRole('option', { name: 'Europe/Sofia' }).click();
  await create.getByRole('button', { name: 'Save' }).click();
  await expect(notice(page, `You have created user ${username} successfully.`)).toBeVisible();
  await expect(create).toBeHidden();
  await expect(row(page, 'Users', username)).toContainText('104');
  expect(writes.map((request) => request.method())).toEqual(['POST']);

  // Edit: the password stays as it is when left empty.
  await page.getByRole('button', { name: `Edit ${username}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit user' });
  await expect(edit.getByRole('textbox', { name: 'Username' })).toHaveValue(username);
  await edit.getByRole('textbox', { name: 'Description' }).fill('Edited by the e2e suite');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(notice(page, `You have edited user ${username} successfully.`)).toBeVisible();
  await expect(row(page, 'Users', username)).toContainText('Edited by the e2e suite');
  const update = writes.at(-1);
  expect(update?.method()).toBe('PUT');
  expect(update?.postDataJSON()).not.toHaveProperty('password');

  // Deactivate: the flag flips to 0 and is saved at once.
  await page.getByRole('button', { name: `Deactivate ${username}` }).click();
  await expect(page.getByRole('button', { name: `Activate ${username}` })).toBeVisible();
  await expect(row(page, 'Users', username)).toContainText('Inactive');
  expect(writes.at(-1)?.postDataJSON()).toEqual({ is_active: 0 });

  // Export csv and read it back.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export csv' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('users.csv');
  const text = (await readFile(await download.path(), 'utf8')).replace(/^\ufeff/, '');
  const csv = Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true });
  expect(csv.errors).toEqual([]);
  expect(csv.meta.fields).toEqual([
    'Username',
    'Description',
    'Extension',
    'Timezone',
    'Status',
    'Created',
    'Updated',
  ]);
  const exported = csv.data.find((line) => line.Username === username);
  expect(exported).toMatchObject({
    Description: 'Edited by the e2e suite',
    Extension: '104',
    Timezone: 'Europe/Sofia',
    Status: 'Inactive',
  });
  expect(Number.isNaN(Date.parse(exported?.Created ?? ''))).toBe(false);
  expect(csv.data.some((line) => line.Username === 'reception')).toBe(true);

  // Delete asks first; Close keeps the user, Confirm deletes it.
  await page.getByRole('button', { name: `Delete ${username}` }).click();
  const confirm = page.getByRole('alertdialog', { name: `Are you sure you want to delete ${username}?` });
  await expect(confirm).toBeVisible();
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Close' }).click();
  await expect(confirm).toBeHidden();
  expect(writes.filter((request) => request.method() === 'DELETE')).toEqual([]);
  await page.getByRole('button', { name: `Delete ${username}` }).click();
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(notice(page, `You have deleted user ${username} successfully.`)).toBeVisible();
  await expect(row(page, 'Users', username)).toHaveCount(0);
});

test('an owner creates an extension, which goes on top of the list', async ({ page }) => {
  test.setTimeout(120_000);
  const number = String(500 + (Date.now() % 400));
  await logIn(page);
  await page.goto('/xpbx/settings');
  await expect(page).toHaveURL(/\/xpbx\/settings\/users$/);
  await page
    .getByRole('navigation', { name: 'PBX settings' })
    .getByRole('link', { name: 'Extensions' })
    .click();
  await expect(page).toHaveURL(/\/xpbx\/settings\/extensions$/);
  await settled(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Extensions' })).toBeVisible();
  await expect(row(page, 'Extensions', 'Reception desk')).toContainText('reception');
  await expectAccessible(page);

  await page.getByRole('button', { name: 'New' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create extension' });
  await dialog.getByRole('textbox', { name: 'Extension' }).fill(number);
  await dialog.getByLabel(/^Password/).fill('sip-secret-1');
  await dialog.getByRole('textbox', { name: 'Description' }).fill('Lobby phone');
  await dialog.getByRole('combobox', { name: 'Presentation number' }).click();
  await page.getByRole('option', { name: /^\+35924001000/ }).click();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(notice(page, `You have created extension ${number} successfully.`)).toBeVisible();
  await expect(dialog).toBeHidden();

  const firstRow = page.getByRole('table', { name: 'Extensions' }).getByRole('row').nth(1);
  await expect(firstRow).toContainText(number);
  await expect(firstRow).toContainText('Lobby phone');
  await expect(firstRow).toContainText('Active');
});

test('the users page works in Arabic, right to left', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('user_lang', 'ar'));
  await page.goto('/login');
  const form = page.getByRole('form').first();
  await form.locator('input[type=email]').fill(DEMO.email);
  await form.locator('input[type=password]').fill(DEMO.password);
  await form.locator('button[type=submit]').click();
  await expect(page).toHaveURL(/\/widget$/);
  await page.goto('/xpbx/settings/users');
  await settled(page);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('heading', { level: 1, name: 'المستخدمون' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'المستخدمون' })).toBeVisible();
  await expect(row(page, 'المستخدمون', 'reception')).toBeVisible();
  await expect(page.getByRole('button', { name: 'تعديل reception' })).toBeVisible();
  await expectAccessible(page);
});
