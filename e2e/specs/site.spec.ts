/**
 * The public site (decision 0021) as a visitor uses it: the home page's plans, the tariffs searched
 * by dialling code, the contact form's answer in the page (and without JavaScript, in the page the
 * API answers the form's post with), a language chosen and kept, light and dark without axe
 * violations; and a signed-in user sent on from / to the console.
 */
import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { logIn } from '../support/console';
import { waitForLink } from '../support/mailbox';

test('a visitor reads the plans, searches the tariffs and writes to sales', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/Switchboard/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Every call to your business, answered');
  const plans = page.getByRole('region', { name: 'Plans' });
  for (const plan of ['Start', 'Business', 'Business pro', 'Enterprise'])
    await expect(plans.getByRole('heading', { name: plan, exact: true })).toBeVisible();
  await expect(plans).toContainText('41000 minutes talk time');
  await expect(plans).toContainText('100 free minutes');
  await expectAccessible(page);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Tariffs' }).click();
  await expect(page).toHaveURL(/\/tariffs$/);
  const rows = page.locator('#tariff-table tbody tr');
  expect(await rows.count()).toBeGreaterThan(100);
  await page.getByRole('searchbox', { name: 'Search by country or dialling code' }).fill('+49');
  await expect(rows.locator('visible=true')).toHaveCount(1);
  await expect(rows.locator('visible=true').getByRole('rowheader')).toHaveText('Germany');
  await expectAccessible(page);

  await page.goto('/home#contact');
  const form = page.getByRole('region', { name: 'Contact us' });
  await form.getByRole('textbox', { name: 'Name' }).fill('Grace Hopper');
  await form.getByRole('textbox', { name: 'E-mail' }).fill('grace@example.test');
  await form.getByRole('combobox', { name: 'Department' }).selectOption('Sales');
  await form.getByRole('textbox', { name: 'Message' }).fill('How much are 20 numbers in Germany per month?');
  await form.getByRole('checkbox', { name: 'I agree to the terms and conditions' }).check();
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(form.getByRole('status')).toHaveText('Thank you! We will answer you soon.');
  await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue('');
  await expectAccessible(page);
});

test('a chosen language is kept, and Arabic reads right to left', async ({ page }) => {
  await page.goto('/about');
  await page.locator('summary', { hasText: 'English' }).click();
  await page.getByRole('link', { name: 'العربية' }).click();
  await expect(page).toHaveURL(/\/about\?lang=ar$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('عن Switchboard');
  await expectAccessible(page);
  // The head script sends the visitor to the stored language on the next page.
  await page.goto('/tariffs');
  await expect(page).toHaveURL(/\/tariffs\?lang=ar$/);
  await page.locator('summary', { hasText: 'العربية' }).click();
  await page.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/tariffs$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
});

test('the theme follows the toggle and stays', async ({ page }) => {
  await page.goto('/settings');
  const toggle = page.getByRole('button', { name: 'Dark mode' });
  await toggle.click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByRole('button', { name: 'Dark mode' })).toHaveAttribute('aria-pressed', 'true');
  await expectAccessible(page);
});

test('a signed-in user at / goes on to the console', async ({ page }) => {
  await logIn(page);
  await page.goto('/');
  await expect(page).toHaveURL(/\/widget$/);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the contact form is posted by the browser, a wrong field marked beside it', async ({ page }) => {
    await page.goto('/home#contact');
    const form = page.getByRole('region', { name: 'Contact us' });
    const email = form.getByRole('textbox', { name: 'E-mail' });
    await form.getByRole('textbox', { name: 'Name' }).fill('Grace Hopper');
    // The browser's own check lets this address through; the API's rules do not.
    await email.fill('grace@localhost');
    await form.getByRole('combobox', { name: 'Department' }).selectOption('Support');
    await form.getByRole('textbox', { name: 'Message' }).fill('My numbers stopped ringing this morning.');
    await form.getByRole('checkbox', { name: 'I agree to the terms and conditions' }).check();
    await form.getByRole('button', { name: 'Send' }).click();

    await expect(page).toHaveURL(/\/home#contact$/);
    await expect(form.getByRole('status')).toHaveText(
      'The message was not sent. Check the fields and try again.',
    );
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('Enter a valid e-mail address.');
    await expect(email).toHaveValue('grace@localhost');
    await expect(form.getByRole('textbox', { name: 'Message' })).toHaveValue(
      'My numbers stopped ringing this morning.',
    );
    await expect(form.getByRole('checkbox', { name: 'I agree to the terms and conditions' })).toBeChecked();

    await email.fill('grace.nojs@example.test');
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(form.getByRole('status')).toHaveText('Thank you! We will answer you soon.');
    await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue('');
    await expect(email).not.toHaveAttribute('aria-invalid');
    // Passed on to the provider's support address, as the scripted form's are.
    await waitForLink('support@switchboard.localhost', /grace\.nojs@example\.test/);
  });
});
