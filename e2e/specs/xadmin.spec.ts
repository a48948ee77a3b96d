/**
 * The administrator's area (issue 26): /xadmin leads a logged-out administrator through the login
 * to the dashboard; /billing issues a credit note to the demo owner's account, for a reason, and
 * lists it.
 */
import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { choose, DEMO, notice, settled } from '../support/console';

const ADMIN = { email: 'admin@switchboard.test', password: 'switchboard' };

test('the demo administrator opens /xadmin, reads the dashboard, and issues a credit note on /billing', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const reason = `Outage on the trunk, ticket ${Date.now().toString(36)}`;

  await page.goto('/xadmin');
  await expect(page).toHaveURL(/\/login\?redirect=/);
  const form = page.getByRole('form', { name: 'Account owner' });
  await form.getByRole('textbox', { name: 'Email' }).fill(ADMIN.email);
  await form.getByLabel(/^Password/).fill(ADMIN.password);
  await form.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/xadmin\/dashboard$/);
  await settled(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Administrator dashboard' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Totals of the period' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Figures by period' })).toBeVisible();
  await expectAccessible(page);

  await page.goto('/billing');
  await settled(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Billing' })).toBeVisible();
  const entries = page.getByRole('table', { name: 'Ledger entries' });
  await expect(entries).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Issue credit note' }).click();
  const dialog = page.getByRole('dialog', { name: 'Issue credit note' });
  await dialog.getByRole('textbox', { name: 'Find the account' }).fill(DEMO.email);
  await choose(
    page,
    dialog.getByRole('combobox', { name: /Account to credit/ }),
    `Demo Telecom Ltd (${DEMO.email})`,
  );
  await dialog.getByRole('textbox', { name: /Amount/ }).fill('12.34');
  // Without a reason the dialog stays, and says why.
  await dialog.getByRole('button', { name: 'Issue' }).click();
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('textbox', { name: /Reason/ }).fill(reason);
  await dialog.getByRole('button', { name: 'Issue' }).click();
  await expect(dialog).toBeHidden();
  await expect(notice(page, 'Credit note of €12.34 issued to Demo Telecom Ltd.')).toBeVisible();

  const row = entries.getByRole('row', { name: new RegExp(`Credit note: ${reason}`) });
  await expect(row).toBeVisible();
  await expect(row).toContainText('€12.34');

  // The kind filter finds it too, and the address keeps the filter.
  const creditNotes = page
    .getByRole('radiogroup', { name: 'Kind' })
    .getByRole('radio', { name: 'Credit note' });
  await creditNotes.click();
  await expect(page).toHaveURL(/kind=credit_note/);
  await expect(creditNotes).toBeChecked();
  await expect(entries.getByRole('row', { name: new RegExp(`Credit note: ${reason}`) })).toBeVisible();
});
