/**
 * Virtual numbers over the real stack and its sandbox number supplier (issue 25): the demo owner
 * recharges €50, finds numbers by dialling code and by country name, orders two, sees the order become active and
 * the balance drop by what the order dialog said, points one at its trunk and one at the Support queue, finds it in the
 * dashboard, reads a call to it in the call log (reported by the switch), and releases it. axe
 * checks each page in light and dark; the numbers page is kept as an Arabic screenshot.
 */
import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { balance, choose, logIn, notice, settled } from '../support/console';
import { addCard, makePrimary, rechargeThroughCheckout } from '../support/money';

/** The owner's session token, as the console keeps it. */
const tokenOf = (page: Page) => page.evaluate(() => sessionStorage.getItem('token'));

/** The switch reports one answered inbound call to `number` (its own token, as a switch would). */
async function reportCall(page: Page, number: string) {
  const owner = { Authorization: `Bearer ${await tokenOf(page)}` };
  const rotated = await page.request.post('/admin/xpbx/switch-token', { headers: owner, data: {} });
  expect(rotated.ok(), await rotated.text()).toBe(true);
  const { token } = (await rotated.json()) as { token: string };
  const stop = new Date(Date.now() - 60_000);
  const start = new Date(stop.getTime() - 95_000);
  const ingest = await page.request.post('/switch/call-records', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      records: [
        {
          call_id: `vn-e2e-${Date.now()}`,
          calltype: 'inbound',
          calling_number: '35988800077',
          called_number: number.replace(/^\+/, ''),
          callstart: start.toISOString(),
          callstop: stop.toISOString(),
          dialstatus: 'answered',
          duration: 95,
        },
      ],
    },
  });
  expect(ingest.ok(), await ingest.text()).toBe(true);
}

test('an owner finds, orders, routes, reads the call log of and releases virtual numbers', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await logIn(page);
  // Numbers are paid from the balance: €50 through the sandbox checkout, with a card of its own
  // made primary (the money spec may have left a declining one primary).
  await page.goto('/profile/profile-payment');
  await settled(page);
  await expect(await addCard(page, { number: '4000056655665556', owner: 'Demo Owner' })).toBeHidden();
  await makePrimary(page, 'Visa ending in 5556');
  await rechargeThroughCheckout(page, '€50');
  await expect(page).toHaveURL(/\/profile\/payments\/thank-you\?checkout=\d+/);
  await expect(page.getByText(/^€50\.00 were added to your account\./)).toBeVisible();
  const before = await balance(page);

  // The area opens on its dashboard, with the spec's side menu.
  await page.goto('/virtual-number');
  await expect(page).toHaveURL(/\/virtual-number\/dashboard$/);
  await settled(page);
  const menu = page.getByRole('navigation', { name: 'Virtual number menu' });
  for (const entry of ['Dashboard', 'Pricing & Coverage', 'DID numbers', 'Trunks', 'Call logs', 'SMS logs'])
    await expect(menu.getByRole('link', { name: entry, exact: true })).toBeVisible();
  await expectAccessible(page);

  // Coverage, searched by dialling code and by country name.
  await menu.getByRole('link', { name: 'Pricing & Coverage' }).click();
  await expect(page).toHaveURL(/\/virtual-number\/coverage$/);
  const coverage = page.getByRole('table', { name: 'Pricing & Coverage' });
  const search = page.getByRole('searchbox', { name: 'Search' });
  await search.fill('+44');
  await expect(coverage.getByRole('row', { name: /United Kingdom.*Local/ })).toBeVisible();
  await expect(coverage.getByText('United States')).toHaveCount(0);
  await search.fill('United');
  await expect(coverage.getByText('United States').first()).toBeVisible();
  await expect(coverage.getByText('United Kingdom').first()).toBeVisible();
  await expectAccessible(page);

  // Two local numbers in the United Kingdom; the dialog says what they cost.
  await page.getByRole('button', { name: 'Order Local numbers in United Kingdom' }).click();
  const order = page.getByRole('dialog', { name: 'Order numbers' });
  const each = (await order.getByText(/setup and €[\d.]+ a month each/).textContent()) ?? '';
  const [setup, month] = [...each.matchAll(/€([\d.]+)/g)].map((match) => Math.round(Number(match[1]) * 100));
  await order.getByRole('textbox', { name: 'Quantity' }).fill('2');
  // The number field takes its value when left, as a user moving on does.
  await page.keyboard.press('Tab');
  const charged = 2 * ((setup ?? 0) + (month ?? 0));
  expect(charged).toBeGreaterThan(0);
  await expect(
    order.getByText(`Charged when the numbers are delivered: €${(charged / 100).toFixed(2)},`),
  ).toBeVisible();
  await order.getByRole('button', { name: 'Place order' }).click();
  await expect(notice(page, 'You have created the order successfully.')).toBeVisible();

  // The sandbox supplier delivers a moment later; the order page polls while it is pending.
  await page.goto('/virtual-number/user_dids');
  await settled(page);
  const orders = page.getByRole('table', { name: 'Orders' });
  await expect(orders.getByRole('row', { name: /United Kingdom.*2.*Active/ }).first()).toBeVisible({
    timeout: 30_000,
  });
  const numbers = page.getByRole('table', { name: 'Numbers' });
  const rented = numbers.getByRole('row', { name: /\+44/ });
  await expect(rented).toHaveCount(2);
  await expect.poll(() => balance(page)).toBe(before - charged);
  await expectAccessible(page);

  // One number goes to the account's trunk towards its own PBX, the other to the Support queue.
  const [number = '', other = ''] = await Promise.all(
    [0, 1].map(async (index) => ((await rented.nth(index).textContent())?.match(/\+44\d+/) ?? [''])[0]),
  );
  expect(number).toMatch(/^\+44\d{6,}$/);
  const rowOf = (digits: string) => numbers.getByRole('row', { name: new RegExp(`\\${digits}`) });
  const routeTo = async (digits: string, type: string, target: string) => {
    await rowOf(digits).getByRole('button', { name: 'Route' }).click();
    const route = page.getByRole('dialog', { name: 'Route number' });
    await choose(page, route.getByRole('button', { name: /Routed to/ }), type, { exact: true });
    await choose(page, route.getByRole('button', { name: /Target/ }), target, { exact: true });
    await route.getByRole('button', { name: 'Save' }).click();
    await expect(notice(page, 'You have edited the number successfully.')).toBeVisible();
    await expect(route).toBeHidden();
  };
  await routeTo(number, 'Your trunk', 'Sofia office PBX');
  await expect(rowOf(number)).toContainText('Sofia office PBX');
  await routeTo(other, 'Queue', 'Support');
  await expect(rowOf(other)).toContainText('Queue: Support');

  // The trunk the number now rings, on the trunks page.
  await page
    .getByRole('navigation', { name: 'Virtual number menu' })
    .getByRole('link', { name: 'Trunks' })
    .click();
  await settled(page);
  await expect(
    page.getByRole('table', { name: 'Trunks' }).getByRole('row', { name: /Sofia office PBX/ }),
  ).toBeVisible();
  await expectAccessible(page);
  await page.goto('/virtual-number/user_dids');
  await settled(page);

  // The numbers page in Arabic, numbers left to right, for a person to look at.
  await page.evaluate(() => localStorage.setItem('user_lang', 'ar'));
  await page.reload();
  await settled(page);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByText(`\u2066${number}\u2069`).first()).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('user-dids-arabic.png'), fullPage: true });
  await page.evaluate(() => localStorage.setItem('user_lang', 'en'));
  await page.reload();
  await settled(page);

  // The dashboard counts them.
  await page
    .getByRole('navigation', { name: 'Virtual number menu' })
    .getByRole('link', { name: 'Dashboard' })
    .click();
  await settled(page);
  await expect(
    page
      .getByRole('table', { name: 'Numbers by country and type' })
      .getByRole('row', { name: /United Kingdom.*Local/ }),
  ).toBeVisible();

  // A call the switch reports to the number shows in the call log.
  await reportCall(page, number);
  await page.goto('/virtual-number/call_logs');
  await settled(page);
  await expect(
    page
      .getByRole('table', { name: 'Calls' })
      .getByRole('row', { name: new RegExp(`35988800077.*${number.slice(1)}`) }),
  ).toBeVisible();
  await expectAccessible(page);

  // Released after a question, it leaves the list.
  await page.goto('/virtual-number/user_dids');
  await settled(page);
  await rowOf(number).getByRole('button', { name: 'Release' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(number);
  await confirm.getByRole('button', { name: 'Release' }).click();
  await expect(notice(page, 'You have deleted the number successfully.')).toBeVisible();
  await expect(rowOf(number)).toHaveCount(0);
  await expect(rented).toHaveCount(1);
});
