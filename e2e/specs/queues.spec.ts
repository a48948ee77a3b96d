/**
 * Queues and ring groups over the real stack (npm start, the demo account): a queue with a member,
 * a VIP number and a rule (its timeslot made through the API), and a ring group whose ordered
 * members are reordered by keyboard only, the order saved and still there after a reload. axe
 * checks every screen, in light and dark.
 */
import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { choose, logIn, notice, settled } from '../support/console';

const row = (page: Page, table: string, text: string) =>
  page.getByRole('table', { name: table }).getByRole('row').filter({ hasText: text });

/** A call to the API as the logged-in owner (the access token the console keeps in session storage). */
async function api(page: Page, method: 'POST', path: string, body: unknown) {
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  const reply = await page.request.fetch(path, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    data: body,
  });
  expect(reply.status(), `${method} ${path}`).toBe(201);
  return (await reply.json()) as { id: number };
}

const week = Object.fromEntries(
  ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((day) => [
    day,
    { closed: false, ranges: [{ from: '08:00', to: '20:00' }] },
  ]),
);

/** The names in the ringing order, first rung first. */
const ringingOrder = (page: Page) =>
  page.getByRole('list', { name: 'Ringing order' }).getByRole('listitem').locator('strong').allTextContents();

test('an owner sets up a queue with a member, a VIP number and a rule', async ({ page }) => {
  test.setTimeout(240_000);
  const tag = Date.now() % 100_000;
  const queueName = `E2E Queue ${tag}`;
  const slotName = `E2E hours ${tag}`;
  await logIn(page);
  await api(page, 'POST', '/admin/xpbx/timeslot', {
    description: slotName,
    priority: 0,
    is_active: 1,
    timezone: 'Europe/Sofia',
    hours: week,
    exceptions: [],
  });
  const agent = `agent${tag}`;
  await api(page, 'POST', '/admin/xpbx/user', {
    username: agent,
    description: 'Queue agent',
    password: 'password1',
  });

  await page.goto('/xpbx/settings/users');
  await settled(page);
  await page.getByRole('navigation', { name: 'PBX settings' }).getByRole('link', { name: 'Queues' }).click();
  await expect(page).toHaveURL(/\/xpbx\/settings\/queues$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Queues' })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Add queue' }).click();
  const addQueue = page.getByRole('dialog', { name: 'Add queue' });
  await addQueue.getByRole('textbox', { name: 'Name', exact: true }).fill(queueName);
  await addQueue.getByRole('textbox', { name: 'Description' }).fill('Second line');
  await addQueue.getByRole('textbox', { name: /Queue number/ }).fill(String(7000 + (tag % 1000)));
  await choose(page, addQueue.getByRole('combobox', { name: 'Strategy' }), 'Least recently called');
  await expectAccessible(page);
  await addQueue.getByRole('button', { name: 'Save' }).click();
  await expect(notice(page, `You have created queue ${queueName} successfully.`)).toBeVisible();
  await expect(row(page, 'Queues', queueName)).toContainText('Second line');

  await page.getByRole('link', { name: `Open ${queueName}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: queueName })).toBeVisible();
  await expect(page.getByRole('list', { name: 'General' })).toContainText('Least recently called');
  await expectAccessible(page);

  // A member: a PBX user of the account.
  await page.getByRole('tab', { name: 'Members' }).click();
  await page.getByRole('button', { name: 'Add member' }).click();
  const addMember = page.getByRole('dialog', { name: 'Add member' });
  await choose(page, addMember.getByRole('combobox', { name: /User/ }), agent);
  await addMember.getByRole('textbox', { name: 'Skill level' }).fill('80');
  await expectAccessible(page);
  await addMember.getByRole('button', { name: 'Save' }).click();
  await expect(notice(page, `You have created queue option ${agent} successfully.`)).toBeVisible();
  await expect(row(page, 'Queue members', agent)).toContainText('80');

  // A VIP number.
  await page.getByRole('tab', { name: 'VIP numbers' }).click();
  await page.getByRole('button', { name: 'Add VIP number' }).click();
  const addVip = page.getByRole('dialog', { name: 'Add VIP number' });
  await addVip.getByRole('textbox', { name: /Calling number/ }).fill('359888123456');
  await addVip.getByRole('textbox', { name: /Weight/ }).fill('25');
  await addVip.getByRole('button', { name: 'Save' }).click();
  await expect(notice(page, 'You have created queue option 359888123456 successfully.')).toBeVisible();
  await expect(row(page, 'VIP numbers', '359888123456')).toContainText('25');
  await expectAccessible(page);

  // A rule on the timeslot.
  await page.getByRole('tab', { name: 'Rules' }).click();
  await page.getByRole('button', { name: 'Add rule' }).click();
  const addRule = page.getByRole('dialog', { name: 'Add rule' });
  await addRule.getByRole('textbox', { name: 'Name', exact: true }).fill('Evening push');
  await choose(page, addRule.getByRole('combobox', { name: /Timeslot/ }), slotName);
  await addRule.getByRole('button', { name: 'Save' }).click();
  await expect(notice(page, 'You have created queue option Evening push successfully.')).toBeVisible();
  await expect(row(page, 'Queue rules', 'Evening push')).toContainText(slotName);
  await expectAccessible(page);
});

test('an owner orders a ring group’s members by keyboard only', async ({ page }) => {
  test.setTimeout(240_000);
  const tag = Date.now() % 100_000;
  const groupName = `E2E Group ${tag}`;
  await logIn(page);
  const group = await api(page, 'POST', '/admin/xpbx/ring-group', { name: groupName, strategy: 'ordered' });
  for (const [name, number] of [
    ['Anna', '201'],
    ['Boris', '202'],
    ['Chen', '203'],
  ]) {
    await api(page, 'POST', `/admin/xpbx/ring-group/${group.id}/member`, { name, number });
  }

  await page.goto('/xpbx/settings/ring-groups');
  await settled(page);
  await expect(row(page, 'Ring groups', groupName)).toContainText('Ordered');
  await expectAccessible(page);
  await page.getByRole('link', { name: `Open ${groupName}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: groupName })).toBeVisible();
  await expectAccessible(page);

  // Keyboard only: Tab to Chen's up button, press Enter twice; focus stays with Chen.
  await page.getByRole('tab', { name: 'Members' }).click();
  await expect(page.getByRole('list', { name: 'Ringing order' })).toBeVisible();
  expect(await ringingOrder(page)).toEqual(['Anna', 'Boris', 'Chen']);
  const chenUp = page.getByRole('button', { name: 'Move Chen up' });
  for (let presses = 0; presses < 60; presses++) {
    if (await chenUp.evaluate((button) => button === document.activeElement)) break;
    await page.keyboard.press('Tab');
  }
  await expect(chenUp).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Chen moved to position 2 of 3' })).toBeAttached();
  await expect(chenUp).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Move Chen down' })).toBeFocused();
  expect(await ringingOrder(page)).toEqual(['Chen', 'Anna', 'Boris']);
  await expect(notice(page, `You have edited ring group ${groupName} successfully.`)).toBeVisible();
  await expectAccessible(page);

  // Saved: the order is the same after a reload, in the members table too.
  await page.reload();
  await settled(page);
  await page.getByRole('tab', { name: 'Members' }).click();
  await expect.poll(() => ringingOrder(page)).toEqual(['Chen', 'Anna', 'Boris']);
});
