/**
 * Money over the real stack and its sandbox card provider (issue 12): an owner adds cards (the
 * number goes to the provider's tokenisation address, never to our API) and makes one primary,
 * recharges €50 through the hosted checkout and sees Amount rise and the charge with its PDF invoice,
 * subscribes a service and unsubscribes it through the thank-you pages; a card the provider refuses
 * or declines says so clearly. axe checks each money page in light and dark.
 */
import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { balance, logIn, notice, settled } from '../support/console';
import { addCard, cardTile, makePrimary, rechargeThroughCheckout } from '../support/money';

test('cards, a €50 recharge with its invoice, and a service subscribed and unsubscribed', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const tokenRequests: string[] = [];
  const apiBodies: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/sandbox-pay/v1/tokens')) tokenRequests.push(request.postData() ?? '');
    else if (url.pathname.startsWith('/admin/')) apiBodies.push(request.postData() ?? '');
  });

  await logIn(page);
  const before = await balance(page);

  // The dashboard and the side menu lead to the money pages.
  await page.goto('/profile');
  await settled(page);
  const menu = page.getByRole('navigation', { name: 'Profile' });
  for (const entry of [
    'Dashboard',
    'Users',
    'Information and password',
    'Payments',
    'Recharge account',
    'Subscriptions',
  ])
    await expect(menu.getByRole('link', { name: entry, exact: true })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Manage your account' })
    .getByRole('link', { name: 'Payments' })
    .click();
  await expect(page).toHaveURL(/\/profile\/profile-payment$/);
  await settled(page);

  // Add two cards; the first is the default, the second is made primary.
  const first = await addCard(page, { number: '4242424242424242', owner: 'Demo Owner' });
  await expect(notice(page, 'Payment saved')).toBeVisible();
  await expect(first).toBeHidden();
  const second = await addCard(page, { number: '5555555555554444', owner: 'Demo Owner' });
  await expect(second).toBeHidden();
  await makePrimary(page, 'Mastercard ending in 4444');
  await expect(cardTile(page, 'Visa ending in 4242').getByRole('button', { name: 'Delete' })).toBeVisible();
  await expectAccessible(page);

  // The number and CVC went to the provider only; our API saw the token.
  expect(tokenRequests.join()).toContain('4242424242424242');
  expect(apiBodies.join()).not.toMatch(/4242424242424242|5555555555554444|card_cvc_code|card_number/);

  // €50 through the sandbox checkout: the thank-you page, then Amount rises by €50.
  await page.goto('/profile/recharge-account');
  await settled(page);
  await expectAccessible(page);
  await rechargeThroughCheckout(page, '€50');
  await expect(page).toHaveURL(/\/profile\/payments\/thank-you\?checkout=\d+/);
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your payment' })).toBeVisible();
  await expect(page.getByText(/^€50\.00 were added to your account\./)).toBeVisible();
  await expectAccessible(page);
  await page.reload();
  await settled(page);
  expect(await balance(page)).toBe(before + 5000);

  // The charge in the transactions, with its PDF invoice.
  await page.getByRole('link', { name: 'See your transactions' }).click();
  const table = page.getByRole('table', { name: 'Transactions' });
  const row = table.getByRole('row').filter({ hasText: '€50.00' }).first();
  await expect(row).toContainText('Mastercard 4444');
  await expect(row.getByRole('link', { name: 'View receipt' })).toHaveAttribute(
    'href',
    /\/sandbox-pay\/receipts\//,
  );
  const download = page.waitForEvent('download');
  await row.getByRole('button', { name: /^Invoice .+ \(PDF\)$/ }).click();
  const pdf = await download;
  expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
  const stream = await pdf.createReadStream();
  const head = await new Promise<string>((resolve) =>
    stream.once('data', (chunk) => resolve(String(chunk).slice(0, 5))),
  );
  expect(head).toBe('%PDF-');
  await expectAccessible(page);

  // A service: choose a plan and card, subscribe through the checkout, then unsubscribe.
  await page.goto('/profile/profile-services');
  await settled(page);
  await expectAccessible(page);
  const dialer = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: 'Website Dialer' }) });
  await dialer.getByRole('button', { name: 'Manage subscription' }).click();
  const manage = page.getByRole('dialog', { name: 'Manage Website Dialer subscription' });
  await manage.getByText('1 year', { exact: true }).click();
  await manage.getByRole('button', { name: 'Save subscription' }).click();
  await expect(manage).toBeHidden();

  await page.goto('/profile/profile-subscriptions');
  await settled(page);
  const subscriptionRow = page.getByRole('row').filter({ hasText: 'Website Dialer' }).first();
  await subscriptionRow.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page).toHaveURL(/\/sandbox-pay\/checkout\//);
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/profile\/subscription\/thank-you\?checkout=\d+/);
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for subscribing' })).toBeVisible();
  await expect(page.getByText(/^Website Dialer \(1 year\) is active; €300\.00 were charged\./)).toBeVisible();
  await expectAccessible(page);

  await page.goto('/profile/profile-subscriptions');
  await settled(page);
  await page
    .getByRole('row')
    .filter({ hasText: 'Website Dialer' })
    .first()
    .getByRole('button', { name: 'Unsubscribe' })
    .click();
  const confirm = page.getByRole('alertdialog', { name: 'Unsubscribe?' });
  await confirm.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page).toHaveURL(/\/profile\/unsubscribe\/success\?subscription=\d+/);
  await expect(page.getByRole('heading', { level: 1, name: 'You have unsubscribed' })).toBeVisible();
  await expect(page.getByText(/^Website Dialer \(1 year\) will not be billed again\./)).toBeVisible();
  await expectAccessible(page);
});

test('a card the provider refuses or declines says so clearly', async ({ page }) => {
  test.setTimeout(120_000);
  await logIn(page);
  await page.goto('/profile/profile-payment');
  await settled(page);

  // A number that is not a card: the provider refuses it, the dialog says why.
  const refused = await addCard(page, { number: '4242424242424241', owner: 'Demo Owner' });
  await expect(refused.getByText('The card was not accepted')).toBeVisible();
  await expect(refused.getByRole('textbox', { name: /^Card number/ })).toHaveAccessibleDescription(
    'Enter valid Card number',
  );
  await refused.getByRole('button', { name: 'Cancel' }).click();

  // The sandbox's declining card is saved; paying with it is declined on the checkout and listed.
  const declining = await addCard(page, { number: '4000000000000002', owner: 'Demo Owner' });
  await expect(declining).toBeHidden();
  if (await cardTile(page, 'Visa ending in 0002').getByRole('button', { name: 'Make primary' }).isVisible())
    await makePrimary(page, 'Visa ending in 0002');
  const before = await balance(page);
  await rechargeThroughCheckout(page, '€100');
  await expect(page.getByRole('alert')).toHaveText('Your card was declined.');
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/profile\/recharge-account$/);
  await settled(page);
  expect(await balance(page)).toBe(before);

  await page.goto('/profile/profile-payment?view=transactions');
  await settled(page);
  await expect(
    page
      .getByRole('table', { name: 'Transactions' })
      .getByRole('row')
      .filter({ hasText: 'Your card was declined.' })
      .first(),
  ).toContainText('€100.00');
});
