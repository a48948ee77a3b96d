import { expect, type Page } from '@playwright/test';

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

/** The toast (spec §2: at the top, closing after 5 s) with this text. */
export const notice = (page: Page, text: string) => page.locator('li[data-kind]', { hasText: text }).first();
