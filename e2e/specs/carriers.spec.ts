/**
 * Carriers, rates, destinations and routing over the real stack (npm start, the demo account): a
 * carrier with a trunk, a trunk rule tested, a rate whose billing model is explained, a rate deck
 * imported through its preview, a destination, an outbound route, the route and rate tester
 * explaining a call and its cost, and deletes after their confirmation. axe checks every screen,
 * in light and dark.
 */
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { choose, logIn, notice, settled } from '../support/console';

const row = (page: Page, table: string, text: string) =>
  page.getByRole('table', { name: table }).getByRole('row').filter({ hasText: text });

test('an owner sets up a carrier, its rates and routing, and explains a call', async ({ page }) => {
  test.setTimeout(300_000);
  const tag = Date.now() % 100_000;
  const carrierName = `E2E Carrier ${tag}`;
  const trunkName = `Sofia ${tag}`;
  await logIn(page);

  // The PBX settings menu leads to the carriers.
  await page.goto('/xpbx/settings/users');
  await settled(page);
  await page
    .getByRole('navigation', { name: 'PBX settings' })
    .getByRole('link', { name: 'Carriers' })
    .click();
  await expect(page).toHaveURL(/\/xpbx\/settings\/carriers$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Carriers' })).toBeVisible();
  await expectAccessible(page);

  // A carrier; its password is sent once and never shown again.
  await page.getByRole('button', { name: 'Add carrier' }).click();
  const addCarrier = page.getByRole('dialog', { name: 'Add carrier' });
  await addCarrier.getByRole('textbox', { name: 'Name', exact: true }).fill(carrierName);
  await addCarrier.getByRole('textbox', { name: 'Username' }).fill('e2e-sip');
  await addCarrier.getByLabel(/^Password/).fill('e2e-trunk-secret');
  await choose(page, addCarrier.getByRole('combobox', { name: 'Currency' }), 'USD');
  await expectAccessible(page);
  await addCarrier.getByRole('button', { name: 'Save' }).click();
  await expect(notice(page, `You have created carrier ${carrierName} successfully.`)).toBeVisible();
  await page.getByRole('link', { name: `Open ${carrierName}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: carrierName })).toBeVisible();
  await expect(page.getByRole('tabpanel')).toContainText('Saved (hidden)');
  await expect(page.getByRole('tabpanel')).not.toContainText('e2e-trunk-secret');
  await expectAccessible(page);

  // A trunk with two codecs.
  await page.getByRole('tab', { name: 'Trunks' }).click();
  await page.getByRole('button', { name: 'Add carrier trunk' }).click();
  const addTrunk = page.getByRole('dialog', { name: 'Add carrier trunk' });
  await addTrunk.getByRole('textbox', { name: 'Name', exact: true }).fill(trunkName);
  await addTrunk.getByRole('textbox', { name: 'Host' }).fill('sip.e2e.example');
  await addTrunk.getByRole('group', { name: 'Codecs' }).getByRole('checkbox', { name: 'G729' }).check();
  await expectAccessible(page);
  await addTrunk.getByRole('button', { name: 'Save' }).click();
  await expect(notice(page, `You have created trunk ${trunkName} successfully.`)).toBeVisible();
  await expect(row(page, 'Carrier trunks', trunkName)).toContainText('sip.e2e.example');

  // Its rule strips the international 00, and the rule test shows it.
  await page.getByRole('link', { name: `Rules of ${trunkName}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: trunkName })).toBeVisible();
  await expect(page.getByRole('navigation', { name: /breadcrumb/i })).toContainText('Carrier trunks');
  await page.getByRole('button', { name: 'Add trunk rule' }).click();
  const addRule = page.getByRole('dialog', { name: 'Add trunk rule' });
  await choose(page, addRule.getByRole('combobox', { name: 'Command' }), 'Change called number');
  await addRule.getByRole('textbox', { name: 'Point end' }).fill('2');
  await addRule.getByRole('textbox', { name: 'Called prefix' }).fill('00');
  await addRule.getByRole('button', { name: 'Save' }).click();
  await expect(notice(page, 'You have created trunk rule Change called number successfully.')).toBeVisible();
  await page.getByRole('button', { name: 'Test rule' }).click();
  const test1 = page.getByRole('dialog', { name: 'Test rule' });
  await test1.getByRole('textbox', { name: 'Calling number' }).fill('35924001000');
  await test1.getByRole('textbox', { name: /Called number/ }).fill('00359888123456');
  await test1.getByRole('button', { name: 'Test' }).click();
  const result = page.getByRole('dialog', { name: 'Test rule result' });
  await expect(result.getByRole('listitem').first()).toContainText('Applied');
  await expect(result.getByRole('listitem').first()).toContainText('359888123456');
  await expectAccessible(page);
  await result.getByRole('button', { name: 'Close' }).first().click();

  // A rate: the explainer bills from the values typed.
  await page
    .getByRole('navigation', { name: /breadcrumb/i })
    .getByRole('link', { name: /Carrier trunks/ })
    .click();
  await page.getByRole('tab', { name: 'Rates' }).click();
  await page.getByRole('button', { name: 'Add carrier rate' }).click();
  const addRate = page.getByRole('dialog', { name: 'Add carrier rate' });
  await addRate.getByRole('textbox', { name: 'Prefix', exact: true }).fill('359888');
  await addRate.getByRole('textbox', { name: 'Prefix name' }).fill('Bulgaria mobile');
  await addRate.getByRole('textbox', { name: /International rate/ }).fill('0.03');
  const examples = addRate.getByRole('list', { name: 'Examples of this billing model' });
  await expect(examples.getByRole('listitem').nth(2)).toHaveText(
    'A call of 1 min 40 sec is billed as 2 min: $0.06',
  );
  await expectAccessible(page);
  await addRate.getByRole('button', { name: 'Save' }).click();
  await expect(notice(page, 'You have created rate 359888 successfully.')).toBeVisible();

  // A deck: previewed as a diff, applied only on Apply.
  const deck = path.join(tmpdir(), `deck-${tag}.csv`);
  const today = new Date().toISOString().slice(0, 10);
  await writeFile(
    deck,
    `prefix,prefix_name,carrier_rate,effective_date\n359888,Bulgaria mobile,0.028,${today}\n4420,London,0.01,${today}\n`,
  );
  await page.getByRole('button', { name: 'Import rate deck' }).click();
  const importer = page.getByRole('dialog', { name: 'Import rate deck' });
  await importer.getByLabel(/Rate deck/).setInputFiles(deck);
  await importer.getByRole('button', { name: 'Preview' }).click();
  await expect(importer.getByText(/2 rows read: 1 added, 1 changed, 0 removed/)).toBeVisible();
  await importer.getByRole('tab', { name: 'Changed (1)' }).click();
  await expect(importer.getByRole('table', { name: 'Changed' })).toContainText('→ 0.028000');
  await expectAccessible(page);
  await importer.getByRole('button', { name: 'Apply' }).click();
  await expect(notice(page, 'The rate deck was applied: 1 added, 1 changed, 0 removed.')).toBeVisible();
  await expect(row(page, 'Carrier rates', '4420')).toContainText('London');

  // A destination.
  await page.goto('/xpbx/settings/destinations');
  await settled(page);
  await page.getByRole('button', { name: 'Add destination' }).click();
  const addDestination = page.getByRole('dialog', { name: 'Add destination' });
  await addDestination.getByRole('textbox', { name: 'Prefix', exact: true }).fill(`99${tag}`);
  await addDestination.getByRole('textbox', { name: 'Prefix name' }).fill(`E2E land ${tag}`);
  await addDestination.getByRole('combobox', { name: 'Country' }).fill('bulg');
  await page.getByRole('option', { name: /^Bulgaria/ }).click();
  await addDestination.getByRole('button', { name: 'Save' }).click();
  await expect(notice(page, `You have created destination E2E land ${tag} successfully.`)).toBeVisible();
  await expectAccessible(page);

  // An outbound route to this carrier.
  await page.goto('/xpbx/settings/routing?tab=outbound');
  await settled(page);
  await page.getByRole('button', { name: 'Add outbound' }).click();
  const addRoute = page.getByRole('dialog', { name: 'Add outbound' });
  await addRoute.getByRole('textbox', { name: 'B regexp' }).fill('^359888');
  // Priority 0 goes before any route the account already has.
  await addRoute.getByRole('textbox', { name: 'Priority' }).fill('0');
  await addRoute.getByRole('combobox', { name: 'Carrier' }).fill(carrierName);
  await page.getByRole('option', { name: carrierName }).click();
  await addRoute.getByRole('button', { name: 'Save' }).click();
  await expect(notice(page, 'You have created outbound routing')).toContainText('^359888');
  await expectAccessible(page);

  // The tester explains a call and its cost.
  await page.getByRole('tab', { name: 'Route and rate tester' }).click();
  await page.getByRole('textbox', { name: 'Calling number' }).fill('35924001000');
  await page.getByRole('textbox', { name: /Called number/ }).fill('359888123456');
  await page.getByRole('textbox', { name: 'Duration (s)' }).fill('100');
  await page.getByRole('button', { name: 'Explain the call' }).click();
  const trace = page.getByRole('list', { name: 'How the call would be handled' });
  await expect(trace).toContainText('Chosen');
  await expect(trace).toContainText(`Trunk ${trunkName} of ${carrierName}`);
  await expect(trace.getByRole('listitem').filter({ hasText: 'Carrier rate' })).toContainText(
    /\$0\.028 a minute, .* for 1 min 40 sec: \$0\.0\d+/,
  );
  await expectAccessible(page);

  // Deletes ask first.
  await page.goto('/xpbx/settings/carriers');
  await settled(page);
  await page.getByRole('button', { name: `Delete ${carrierName}` }).click();
  const confirm = page.getByRole('alertdialog', { name: `Are you sure you want to delete ${carrierName}?` });
  await expect(confirm).toBeVisible();
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(notice(page, `You have deleted carrier ${carrierName} successfully.`)).toBeVisible();
  await expect(row(page, 'Carriers', carrierName)).toHaveCount(0);
});
