import { expect, type Locator, type Page } from '@playwright/test';

/** The demo account the API seeds on a fresh data folder (README). */
export const DEMO = { email: 'demo@switchboard.test', password: 'switchboard' };

/** Waits for the page to settle (lazy routes, catalogs, first queries) before checking it. */
export async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('main')).toBeVisible();
}

/**
 * Logs an account owner in through the login form and waits for the page the login leads to:
 * the widgets for a verified owner (spec §2), unless `landing` says otherwise.
 */
export async function logIn(
  page: Page,
  { email, password } = DEMO,
  landing: RegExp = /\/widget$/,
): Promise<void> {
  await page.goto('/login');
  const form = page.getByRole('form', { name: 'Account owner' });
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await form.getByLabel(/^Password/).fill(password);
  await form.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(landing);
  await settled(page);
}

/** The header's Amount in cents, read from the demo owner's user menu as a user reads it. */
export async function balance(page: Page, owner = 'Demo Owner'): Promise<number> {
  await page.getByRole('banner').getByRole('button', { name: owner }).click();
  const menu = page.getByRole('menu');
  const text = (await menu.getByText(/^-?€[\d,]+\.\d\d$/).textContent()) ?? '';
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  return Math.round(Number(text.replace(/[€,]/g, '')) * 100);
}

/** The toast (spec §2: at the top, closing after 5 s) with this text. */
export const notice = (page: Page, text: string) => page.locator('li[data-kind]', { hasText: text }).first();

/** The install code the installation page shows (the kit's CodeBlock, a region named 'Install code'). */
export async function installCode(page: Page): Promise<string> {
  return (await page.getByRole('region', { name: 'Install code' }).locator('code').textContent()) ?? '';
}

/** Types an ISO date into the kit's DateField named `label`, part by part as a user does (en: month, day, year). */
export async function typeDate(page: Page, label: string, iso: string): Promise<void> {
  const [year, month, day] = iso.split('-');
  await page
    .getByRole('group', { name: label })
    .getByRole('spinbutton', { name: /^month/ })
    .click();
  await page.keyboard.type(`${month}${day}${year}`);
}

/**
 * Picks `option` from the kit's Dropdown opened by `trigger` (its combobox or its button). The list
 * is opened only when closed, so a retry never closes it on options that are still loading.
 */
export async function choose(
  page: Page,
  trigger: Locator,
  option: string | RegExp,
  { exact = false }: { exact?: boolean } = {},
): Promise<void> {
  const entry = page.getByRole('option', { name: option, exact });
  await expect(async () => {
    if ((await trigger.getAttribute('aria-expanded')) !== 'true') await trigger.click();
    await entry.click({ timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
}
