/**
 * The PBX phone book over the real stack (npm start, the demo account): the menu leads to it, the
 * seeded contacts are listed, and a CSV with one bad row is previewed (that row's message shown,
 * nothing written) and imported, the good rows only. axe checks the page and the preview.
 */
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { logIn, notice, settled } from '../support/console';

const table = (page: Page) => page.getByRole('table', { name: 'Contacts' });

test('an owner imports contacts from a CSV through its preview', async ({ page }) => {
  test.setTimeout(180_000);
  const tag = String(Date.now() % 100_000).padStart(5, '0');
  await logIn(page);

  await page.goto('/xpbx/settings/users');
  await settled(page);
  await page
    .getByRole('navigation', { name: 'PBX settings' })
    .getByRole('link', { name: 'Contacts' })
    .click();
  await expect(page).toHaveURL(/\/xpbx\/settings\/contacts$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Contacts' })).toBeVisible();
  await expect(table(page)).toContainText('Maria');
  await expectAccessible(page);

  // Three rows, the second with an e-mail the rule set refuses.
  const file = path.join(tmpdir(), `contacts-${tag}.csv`);
  await writeFile(
    file,
    `First name,Last name,Number,Company,E-mail\nE2E Anna ${tag},Petrova,+3598881${tag},Acme,anna@example.com\nE2E Ben ${tag},,+4930555${tag},,not-an-email\nE2E Chen ${tag},Li,+6561${tag},,\n`,
  );
  await page.getByRole('button', { name: 'Import' }).click();
  const importer = page.getByRole('dialog', { name: 'Import contacts' });
  await importer.getByLabel(/CSV or XLSX file/).setInputFiles(file);
  await importer.getByRole('button', { name: 'Preview' }).click();
  await expect(importer.getByText('2 contacts are ready to import.')).toBeVisible();
  await expect(importer.getByText(/^Row 3: .*Email/)).toBeVisible();
  await expectAccessible(page);
  // Nothing is written before "Import" (the list is behind the open dialog, hidden from roles).
  await expect(page.getByRole('table', { name: 'Contacts', includeHidden: true })).not.toContainText(
    `E2E Anna ${tag}`,
  );

  await importer.getByRole('button', { name: 'Import 2 contacts' }).click();
  await expect(notice(page, 'You have imported 2 contacts successfully.')).toBeVisible();
  await expect(table(page)).toContainText(`E2E Anna ${tag}`);
  await expect(table(page)).toContainText(`E2E Chen ${tag}`);
  await expect(table(page)).not.toContainText(`E2E Ben ${tag}`);
});
