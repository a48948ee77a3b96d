/**
 * The price list over the real stack (issue 26): the demo administrator opens /xadmin/tarrifs,
 * changes Germany's landline rate, and the widget's tariffs page and the public tariffs page show
 * the new rate at once (the API forgets its copy and the rendered pages on the edit). axe checks
 * the screen and its dialog, in light and dark.
 */
import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { logIn, notice, settled } from '../support/console';

const ADMIN = { email: 'admin@switchboard.test', password: 'switchboard' };

test("the administrator changes Germany's landline rate and the widget's tariffs page shows it", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await logIn(page, ADMIN, /\/(profile|widget)(\/|$)/);

  await page.goto('/xadmin/tarrifs');
  await settled(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Tariffs' })).toBeVisible();
  const rates = page.getByRole('table', { name: 'Rates: Calls to landlines' });
  await expectAccessible(page);

  // Searched by dialling code: Germany, at its seeded rate.
  await page.getByRole('region', { name: 'Rates: Calls to landlines' }).getByRole('searchbox').fill('+49');
  await expect(rates.getByRole('row', { name: /Germany \+49 €0\.012\b/ })).toBeVisible();
  await rates.getByRole('button', { name: 'Edit the rate of Germany' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit the rate of Germany' });
  const rate = dialog.getByRole('textbox', { name: /Rate/ });
  await rate.fill('0.0199');
  await expectAccessible(page);
  await rate.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(notice(page, 'Rate saved')).toBeVisible();
  await expect(rates.getByRole('row', { name: /Germany \+49 €0\.0199/ })).toBeVisible();

  // The widget's tariffs page reads the same price list.
  await page.goto('/widget/tariffs');
  await settled(page);
  await page.getByRole('link', { name: 'Calls to landlines' }).click();
  await expect(page).toHaveURL(/\/widget\/tariffs\/landline$/);
  const table = page.getByRole('table', { name: 'Calls to landlines' });
  await page.getByRole('searchbox', { name: 'Search' }).fill('Germany');
  await expect(table.getByRole('row', { name: /Germany \+49 €0\.0199/ })).toBeVisible();

  // So does the public tariffs page, rendered again after the edit.
  await page.goto('/tariffs');
  await page.getByRole('searchbox', { name: 'Search by country or dialling code' }).fill('+49');
  await expect(page.getByRole('row', { name: /Germany \+49 €0\.0199/ })).toBeVisible();
});
