/**
 * The telephony screens in Arabic over the real stack (the demo account): carriers, a trunk's
 * rules and their test result, the route and rate tester's result, a queue, the flow editor and
 * the call simulator's result. On each, every Latin word shown must be one the user or the API
 * supplied (a name, a number, a code in the data) or one the Arabic catalog itself keeps (SIP, IVR):
 * any other is English interface text left untranslated. Screenshots are for a person to look at.
 */
import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { logIn, settled } from '../support/console';

const catalog = (locale: string): Record<string, string> =>
  JSON.parse(
    readFileSync(new URL(`../../packages/i18n/src/catalogs/${locale}.json`, import.meta.url), 'utf8'),
  );
const ar = catalog('ar');

const LATIN_WORD = /[A-Za-z][A-Za-z'’-]*[A-Za-z]/g;
const wordsOf = (text: string) => new Set((text.match(LATIN_WORD) ?? []).map((word) => word.toLowerCase()));

/** Latin words the Arabic catalog uses on purpose (abbreviations, formats). */
const catalogWords = wordsOf(Object.values(ar).join(' '));

/** Collects the words of every JSON answer the API gives the page: names and data the user supplied. */
function watchData(page: Page): Set<string> {
  const words = new Set<string>();
  page.on('response', async (response) => {
    if (!response.headers()['content-type']?.includes('application/json')) return;
    try {
      for (const word of wordsOf(await response.text())) words.add(word);
    } catch {
      // A response whose body is gone (a navigation) holds nothing shown.
    }
  });
  return words;
}

async function get<T>(page: Page, pathname: string): Promise<T> {
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  const reply = await page.request.get(pathname, { headers: { Authorization: `Bearer ${token}` } });
  expect(reply.status(), `GET ${pathname}`).toBe(200);
  return (await reply.json()) as T;
}

/** The screen's visible text has no English word, and its screenshot is kept. */
async function expectArabic(page: Page, data: Set<string>, name: string) {
  await page.waitForLoadState('networkidle');
  const { shown, credits } = await page.evaluate(() => {
    // What is rendered and visible, which textContent is not (hidden templates, styles).
    // biome-ignore lint/performance/useDomNodeTextContent: the shown text is the point.
    const parts = [document.body.innerText];
    // Names given to assistive technology only count too.
    for (const element of document.querySelectorAll('[aria-label]'))
      parts.push(element.getAttribute('aria-label') ?? '');
    // The canvas library's credit link names the library: a brand, not interface text.
    const credit = [...document.querySelectorAll('.react-flow__attribution, .react-flow__attribution *')];
    return {
      shown: parts.join('\n'),
      credits: credit
        .map((element) => `${element.textContent} ${element.getAttribute('aria-label') ?? ''}`)
        .join(' '),
    };
  });
  const brand = wordsOf(credits);
  const english = [...wordsOf(shown)].filter(
    (word) => !data.has(word) && !catalogWords.has(word) && !brand.has(word),
  );
  expect(english, `English words on ${name}`).toEqual([]);
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

test.use({ viewport: { width: 1440, height: 1000 } });

test('the telephony screens speak Arabic throughout, names the user gave excepted', async ({ page }) => {
  test.setTimeout(300_000);
  const data = watchData(page);
  await logIn(page);
  await page.evaluate(() => localStorage.setItem('user_lang', 'ar'));

  const carriers = await get<{ id: number; carrier_name: string }[]>(page, '/admin/xpbx/carrier');
  const carrier = carriers.find((item) => item.carrier_name === 'Demo Carrier') ?? carriers[0];
  if (!carrier) throw new Error('the demo account has no carrier');
  const trunks = await get<{ id: number }[]>(page, `/admin/xpbx/carrier/${carrier.id}/trunk`);
  const trunk = trunks[0];
  if (!trunk) throw new Error('the demo carrier has no trunk');

  await page.goto('/xpbx/settings/carriers');
  await settled(page);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expectArabic(page, data, 'carriers');

  await page.goto(`/xpbx/settings/carrier/${carrier.id}?tab=trunks`);
  await settled(page);
  await expectArabic(page, data, 'carrier-trunks');

  // The trunk's rules and the test of them.
  await page.goto(`/xpbx/settings/carrier/${carrier.id}/trunk/${trunk.id}`);
  await settled(page);
  await expectArabic(page, data, 'trunk-rules');
  await page.getByRole('button', { name: ar['xpbx.rules.test'] }).click();
  const ruleTest = page.getByRole('dialog', { name: ar['xpbx.rules.test'] });
  await ruleTest.getByRole('textbox', { name: ar['xpbx.rules.field.callingNumber'] }).fill('35924001122');
  await ruleTest
    .getByRole('textbox', { name: new RegExp(ar['xpbx.rules.field.calledNumber'] ?? '') })
    .fill('00441234567');
  await ruleTest.getByRole('button', { name: ar['xpbx.rules.run'] }).click();
  await expect(page.getByRole('dialog', { name: ar['xpbx.rules.testResult'] })).toBeVisible();
  await expectArabic(page, data, 'trunk-rule-test-result');
  await page.keyboard.press('Escape');

  // The route and rate tester explains an outbound call.
  await page.goto('/xpbx/settings/routing?tab=tester');
  await settled(page);
  await page.getByRole('textbox', { name: ar['xpbx.tester.callingNumber'] }).fill('35924001122');
  await page
    .getByRole('textbox', { name: new RegExp(ar['xpbx.tester.calledNumber'] ?? '') })
    .fill('00441234567');
  await page.getByRole('button', { name: ar['xpbx.tester.run'] }).click();
  await expect(page.getByRole('list').filter({ hasText: /\d/ }).first()).toBeVisible();
  await expectArabic(page, data, 'route-tester-result');

  // A queue with its tabs.
  const queues = await get<{ id: number; name: string }[]>(page, '/admin/xpbx/queue');
  const queue = queues.find((item) => item.name === 'Support') ?? queues[0];
  if (!queue) throw new Error('the demo account has no queue');
  await page.goto(`/xpbx/settings/queue/${queue.id}`);
  await settled(page);
  await expectArabic(page, data, 'queue');
  await page.getByRole('tab', { name: ar['xpbx.queues.tab.rules'] }).click();
  await expectArabic(page, data, 'queue-rules');

  // The flow editor, and a call simulated through the flow.
  const flows = await get<{ id: number; name: string; active_version_id: number | null }[]>(
    page,
    '/admin/xpbx/flow',
  );
  const flow = flows.find((item) => item.name === 'Main line') ?? flows[0];
  if (!flow?.active_version_id) throw new Error('the demo account has no flow with an active version');
  await page.goto(`/xpbx/settings/flow/${flow.id}/version/${flow.active_version_id}`);
  await settled(page);
  await expect(page.locator('.react-flow__node').first()).toBeVisible();
  await expectArabic(page, data, 'flow-editor');

  await page.goto(`/xpbx/settings/flow/${flow.id}?tab=versions`);
  await settled(page);
  await page.getByRole('button', { name: ar['flowVersions.simulate'] }).click();
  const simulate = page.getByRole('dialog', { name: ar['flowSimulate.title'] });
  await simulate.getByRole('textbox', { name: ar['flowSimulate.callingNumber'] }).fill('35924009999');
  await simulate.getByRole('button', { name: ar['flowSimulate.run'] }).click();
  await expect(page.getByRole('dialog', { name: ar['flowSimulate.resultTitle'] })).toBeVisible();
  await expectArabic(page, data, 'flow-simulation-result');

  await page.evaluate(() => localStorage.setItem('user_lang', 'en'));
});
