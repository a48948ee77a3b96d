/**
 * The account journey over the real stack (npm start, SMTP to the in-process mailbox): a new owner
 * registers, verifies the address from the mail, fills in the profile and changes the password; an
 * administrator acts as a user of its account and comes back; unknown paths get the 404 page; the
 * public pages work in Arabic, right to left. axe checks every page visited, in light and dark.
 */
import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { DEMO, logIn, notice, settled } from '../support/console';
import { waitForLink } from '../support/mailbox';

const ADMIN = { email: 'admin@switchboard.test', password: 'switchboard', name: 'Demo Administrator' };

/**
 * Logs in and waits for the page the login answers with: the widgets for verified owners,
 * /profile/users for administrators, the profile for unverified accounts.
 */
const logInAs = (page: Page, email: string, password: string) =>
  logIn(page, { email, password }, /\/(profile|widget)(\/|$)/);

async function logOut(page: Page, name: string): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
}

test('a new owner registers, verifies the address, fills in the profile and changes the password', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const owner = { name: 'Erika Tester', email: `erika.${stamp}@example.test`, password: 'first-secret-1' };
  const newPassword = 'second-secret-2';

  // Register: the terms must be accepted.
  await page.goto('/register');
  await settled(page);
  await expectAccessible(page);
  const register = page.getByRole('form', { name: 'Create an account' });
  await register.getByRole('textbox', { name: 'Name' }).fill(owner.name);
  await register.getByRole('textbox', { name: 'Email' }).fill(owner.email);
  await register.getByLabel(/^Password/).fill(owner.password);
  await register.getByLabel(/^Repeat password/).fill(owner.password);
  await register.getByRole('button', { name: 'Create account' }).click();
  await expect(register.getByText('You have to accept our terms and services')).toBeVisible();
  await register.getByRole('checkbox', { name: 'I accept the terms and services' }).check();
  await register.getByRole('button', { name: 'Create account' }).click();

  // Logged in at once, unverified: the profile says so and offers the resend link.
  await expect(page).toHaveURL(/\/profile$/);
  await settled(page);
  await expect(page.getByText('Please verify your email address')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Click here to send the email again' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Switchboard home' }).locator('img')).toHaveCount(0);
  await expectAccessible(page);

  // The verification mail links to the console's /verify-email/ page.
  const link = await waitForLink(owner.email, /https?:\/\/[^\s/]+\/verify-email\/[^\s]+/);
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Your email has been verified' })).toBeVisible();
  await settled(page);
  await expectAccessible(page);

  // Log out and in again: the account is verified now.
  await page.goto('/profile');
  await settled(page);
  await expect(page.getByText('Please verify your email address')).toHaveCount(0);
  await logOut(page, owner.name);
  await expectAccessible(page);
  await logInAs(page, owner.email, owner.password);
  // Verified now, the owner starts on the widgets: none yet, and the way to create one.
  await expect(page).toHaveURL(/\/widget$/);
  await expect(page.getByRole('heading', { name: 'No phone found' })).toBeVisible();
  await expectAccessible(page);
  await page.goto('/profile');
  await settled(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  await expect(page.getByText(owner.email)).toBeVisible();
  await expectAccessible(page);

  // Personal info: a wrong phone number is refused with its error, a right one is saved.
  await page.getByRole('link', { name: 'Information and password' }).first().click();
  await expect(page).toHaveURL(/\/profile\/profile-info$/);
  await settled(page);
  await expectAccessible(page);
  const personal = page.getByRole('form', { name: 'Personal info' });
  const phone = personal.getByRole('textbox', { name: 'Phone number' });
  await phone.fill('+3598881');
  await personal.getByRole('button', { name: 'Save personal info' }).click();
  await expect(phone).toHaveAccessibleDescription('Phone number is not correct');
  await expect(notice(page, 'Phone number is not correct')).toBeVisible();
  await expectAccessible(page);
  await phone.fill('+359888123456');
  await personal.getByRole('combobox', { name: 'Timezone' }).fill('Sofia');
  await page.getByRole('option', { name: /Europe\/Sofia/ }).click();
  await personal.getByRole('button', { name: 'Save personal info' }).click();
  await expect(notice(page, 'Profile updated')).toBeVisible();

  // Company info: every field is needed.
  const company = page.getByRole('form', { name: 'Company info' });
  await company.getByRole('textbox', { name: 'Company name' }).fill('Tester Telecom Ltd');
  await company.getByRole('button', { name: 'Save company info' }).click();
  await expect(notice(page, 'Please fill all company fields')).toBeVisible();
  await company.getByRole('textbox', { name: 'VAT number' }).fill('BG123456789');
  await company.getByRole('textbox', { name: 'Address' }).fill('5 Rakovski St, 1000 Sofia');
  await company.getByRole('textbox', { name: 'Company email' }).fill(`office.${stamp}@example.test`);
  await company.getByRole('combobox', { name: 'Country' }).fill('Bulgar');
  await page.getByRole('option', { name: 'Bulgaria' }).click();
  await company.getByRole('textbox', { name: 'Manager' }).fill(owner.name);
  await company.getByRole('button', { name: 'Save company info' }).click();
  await expect(notice(page, 'Company updated')).toBeVisible();

  // Password: saving waits for both new fields; a mismatch sends nothing.
  const password = page.getByRole('form', { name: 'Change password' });
  const savePassword = password.getByRole('button', { name: 'Save password' });
  await expect(savePassword).toBeDisabled();
  await password.getByLabel(/^Old password/).fill(owner.password);
  await password.getByLabel(/^New password/).fill(newPassword);
  await expect(savePassword).toBeDisabled();
  await password.getByLabel(/^Retype new password/).fill(`${newPassword}x`);
  await savePassword.click();
  await expect(notice(page, 'The passwords must be the same!')).toBeVisible();
  await password.getByLabel(/^Retype new password/).fill(newPassword);
  await savePassword.click();
  await expect(notice(page, 'Password saved')).toBeVisible();
  await expectAccessible(page);

  // The dashboard shows the company now; the old password is gone, the new one works.
  await page.goto('/profile');
  await settled(page);
  await expect(page.getByText('Tester Telecom Ltd')).toBeVisible();
  await expect(
    page.getByRole('link', { name: 'Switchboard home' }).locator('img, [data-fallback]'),
  ).toHaveCount(1);
  await logOut(page, owner.name);
  const form = page.getByRole('form', { name: 'Account owner' });
  await form.getByRole('textbox', { name: 'Email' }).fill(owner.email);
  await form.getByLabel(/^Password/).fill(owner.password);
  await form.getByRole('button', { name: 'Log in' }).click();
  await expect(form.getByText('These credentials do not match our records.')).toBeVisible();
  await logInAs(page, owner.email, newPassword);
  await logOut(page, owner.name);
});

test('an administrator finds an account, acts as its user with a reason, comes back, and the owner reads it in the activity', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const username = `agent.${Date.now().toString(36)}`;
  const reason = `Ticket ${Date.now().toString(36)}: the caller hears no ringing`;
  await logInAs(page, ADMIN.email, ADMIN.password);
  await page.getByRole('link', { name: 'Users' }).first().click();
  await expect(page).toHaveURL(/\/profile\/users$/);
  await settled(page);
  await expect(page.getByRole('columnheader', { name: 'Settings' })).toBeVisible();
  await expectAccessible(page);

  // The administrator's own account starts without users: add one to act as.
  await page.getByRole('button', { name: 'New' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create user' });
  await dialog.getByRole('textbox', { name: 'Username' }).fill(username);
  await dialog.getByRole('textbox', { name: 'Description' }).fill('Agent for the e2e suite');
  await dialog.getByLabel(/^Password/).fill('agent-secret-1');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  // The accounts directory finds the account by its owner's e-mail and lists its users.
  await page.getByRole('textbox', { name: 'Search by owner, e-mail or company' }).fill(ADMIN.email);
  const accounts = page.getByRole('table', { name: 'Accounts' });
  await expect(accounts.getByRole('row')).toHaveCount(2);
  await accounts.getByRole('button', { name: `Show the users of ${ADMIN.name}` }).click();
  const users = page.getByRole('table', { name: 'Users of the account' });
  await users.getByRole('button', { name: `Login as ${username}` }).click();

  // Acting as a user asks why first; without a reason nothing happens.
  const ask = page.getByRole('dialog', { name: `Log in as ${username}` });
  await ask.getByRole('button', { name: 'Log in' }).click();
  await expect(ask).toBeVisible();
  await expectAccessible(page);
  await ask.getByRole('textbox', { name: 'Reason' }).fill(reason);
  await ask.getByRole('button', { name: 'Log in' }).click();

  // The banner names the user, and so does the header's user menu.
  const banner = page.getByText(`You are working in the account of user ${username}.`);
  await expect(banner).toBeVisible();
  await expect(page.getByRole('button', { name: new RegExp(username) }).first()).toBeVisible();
  await settled(page);
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Back to my account' }).click();
  await expect(banner).toBeHidden();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(notice(page, 'You are back in your own account.')).toBeVisible();

  // The account's activity names the administrator, the reason, and the return.
  await page.goto('/profile/activity');
  await expect(
    page.getByText(`Administrator ${ADMIN.name} started acting as this user: ${reason}`),
  ).toBeVisible();
  await expect(
    page.getByText(`Administrator ${ADMIN.name} stopped acting as this user`).first(),
  ).toBeVisible();
  await logOut(page, ADMIN.name);
});

test('an unknown path shows the 404 page with its way home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await settled(page);
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('the public pages work in Arabic, right to left, and so does the login', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/login');
  await page.evaluate(() => localStorage.setItem('user_lang', 'ar'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await settled(page);
  await expectAccessible(page);

  for (const path of ['/register', '/forgot-password', '/no/such/page']) {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await settled(page);
    await expectAccessible(page);
  }

  // Log in with the Arabic form: the profile stays English inside the right-to-left frame.
  await page.goto('/login');
  await settled(page);
  const form = page.locator('form').first();
  await form.locator('input[type="email"]').fill(DEMO.email);
  await form.locator('input[autocomplete="current-password"]').fill(DEMO.password);
  await form.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\/widget$/);
  await page.goto('/profile');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  await settled(page);
  await expectAccessible(page);
  // Its arrows point as English reads: the activity table's "Next page" points right.
  await page.goto('/profile/activity');
  await settled(page);
  const next = page.getByRole('button', { name: 'Next page' }).locator('svg');
  await expect(next).toHaveCSS('scale', '1');
});
