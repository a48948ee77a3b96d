/**
 * The contact widget end to end over the real stack (npm start, the demo account): the owner copies
 * the install code from the console into a plain site on another origin; a visitor there sends a
 * callback request and a message through the widget; both show in the console's statistics and on
 * its map. A blacklisted visitor is refused and leaves nothing behind. An appearance change shows in
 * the console's live preview at once and, once saved, on the site. Visitors' countries come from
 * their addresses (the stack trusts X-Forwarded-For here, as behind a proxy). The reports' filters
 * (react-aria, whose strings load with the language) speak Arabic once the interface switches.
 */
import { type Browser, expect, type Page, test } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { installCode, logIn, notice, settled, typeDate } from '../support/console';
import { type HostSite, startHostSite } from '../support/host-site';

/** Public addresses whose country the bundled GeoLite2 data knows, and no demo request comes from. */
const IRELAND = '185.60.216.35';
const BLOCKED = '81.2.69.142';

let site: HostSite;
test.beforeAll(async () => {
  site = await startHostSite();
});
test.afterAll(async () => {
  await site.close();
});

/** The "Total: N" of a statistics page. */
async function total(page: Page, path: string): Promise<number> {
  await page.goto(path);
  await settled(page);
  const text = await page.getByText(/^Total: [\d,]+$/).textContent();
  return Number(text?.replace(/\D/g, ''));
}

/**
 * The site as a visitor from `address` sees it, in a browser context of its own (no shared cache).
 * The proxy's header is added on the wire (page-level extra headers would make the widget's
 * requests CORS-preflighted, which no real visitor's are).
 */
async function visit(browser: Browser, address: string, colorScheme: 'light' | 'dark' = 'light') {
  const context = await browser.newContext({ colorScheme });
  await context.route(/\/public\/widget\//, (route) =>
    route.continue({ headers: { ...route.request().headers(), 'x-forwarded-for': address } }),
  );
  const page = await context.newPage();
  await page.goto(site.url);
  return { context, page };
}

/** Sum of the layout shifts the page has had so far (CLS without the session windows). */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let sum = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) sum += (entry as unknown as { value: number }).value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(sum), 300);
      }),
  );

test('a visitor on another site reaches the owner through the widget, and the console shows it', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await logIn(page);
  await expect(page.getByText('Demo Telecom website').first()).toBeVisible();
  await expectAccessible(page);

  // The install code, as the console shows it, goes into the site.
  await page.goto('/widget/installation');
  await settled(page);
  const code = await installCode(page);
  expect(code).toMatch(/data-switchboard-key="[^"]+"/);
  expect(Buffer.byteLength(code)).toBeLessThanOrEqual(1024);
  await expectAccessible(page);
  site.embed(code);

  const callbacksBefore = await total(page, '/widget/reports/stats/call-request');
  const messagesBefore = await total(page, '/widget/reports/stats/messages');

  // A visitor from Ireland opens the widget: one host element, nothing on the page moved.
  const visitor = await visit(browser, IRELAND);
  const launcher = visitor.page.getByRole('button', { name: 'Contact us' });
  await expect(launcher).toBeVisible();
  expect(await visitor.page.locator('switchboard-widget').count()).toBe(1);
  expect(await layoutShift(visitor.page)).toBe(0);
  await expect(visitor.page.locator('#text')).toHaveCSS('font-family', /Georgia/);

  // A callback request to the sales department, by keyboard.
  await launcher.focus();
  await visitor.page.keyboard.press('Enter');
  const panel = visitor.page.getByRole('dialog', { name: 'Contact us' });
  await expect(panel).toBeVisible();
  await panel.getByRole('button', { name: /^Sales/ }).click();
  await panel.getByRole('button', { name: 'Request a callback' }).click();
  await panel.getByRole('button', { name: 'Send' }).click();
  await expect(panel.getByText('Name is required.')).toBeVisible();
  await panel.getByRole('textbox', { name: 'Name' }).fill('Aoife Byrne');
  await panel.getByRole('textbox', { name: 'Phone' }).fill('+353851234567');
  await panel.getByRole('checkbox', { name: 'I accept the terms and services' }).check();
  await panel.getByRole('button', { name: 'Send' }).click();
  await expect(panel.getByText('Thank you! We will call you back shortly.')).toBeVisible();

  // And a message.
  await panel.getByRole('button', { name: 'Send a message' }).click();
  await panel.getByRole('textbox', { name: 'Name' }).fill('Aoife Byrne');
  await panel.getByRole('textbox', { name: 'Email' }).fill('aoife@example.ie');
  await panel.getByRole('textbox', { name: 'Message' }).fill('Do you bake gluten-free bread?');
  await panel.getByRole('checkbox', { name: 'I accept the terms and services' }).check();
  await panel.getByRole('button', { name: 'Send' }).click();
  await expect(panel.getByText('Thank you! Your message has been sent.')).toBeVisible();
  await visitor.context.close();

  // Both reach the console's statistics...
  expect(await total(page, '/widget/reports/stats/call-request')).toBe(callbacksBefore + 1);
  await expect(page.getByRole('table', { name: 'Callback requests' }).getByText('Aoife Byrne')).toBeVisible();
  await expectAccessible(page);
  expect(await total(page, '/widget/reports/stats/messages')).toBe(messagesBefore + 1);
  await expect(
    page.getByRole('table', { name: 'Messages' }).getByText('Do you bake gluten-free bread?'),
  ).toBeVisible();

  // ...and the map, placed in Ireland: today's requests are only these two.
  await page.goto('/widget/reports/location');
  await settled(page);
  const today = new Date().toISOString().slice(0, 10);
  await typeDate(page, 'From', today);
  await typeDate(page, 'To', today);
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1).getByRole('cell')).toHaveText(['Ireland', '2', '0', '1', '0', '0', '1']);
  await expectAccessible(page);

  // The owner blocks an address: its visitor is refused, and nothing is stored.
  await page.goto('/widget/security-blacklist');
  await settled(page);
  await page.getByRole('textbox', { name: 'IP address or range' }).fill('81.2.69.0/24');
  await page.getByRole('button', { name: 'Block' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(notice(page, 'Widget data saved!')).toBeVisible();
  await expectAccessible(page);

  const blocked = await visit(browser, BLOCKED);
  await blocked.page.getByRole('button', { name: 'Contact us' }).click();
  const refusedPanel = blocked.page.getByRole('dialog', { name: 'Contact us' });
  await refusedPanel.getByRole('button', { name: /^Sales/ }).click();
  await refusedPanel.getByRole('button', { name: 'Request a callback' }).click();
  await refusedPanel.getByRole('textbox', { name: 'Name' }).fill('Blocked Visitor');
  await refusedPanel.getByRole('textbox', { name: 'Phone' }).fill('+447700900123');
  await refusedPanel.getByRole('checkbox', { name: 'I accept the terms and services' }).check();
  const refusal = blocked.page.waitForResponse((response) => response.url().endsWith('/callback'));
  await refusedPanel.getByRole('button', { name: 'Send' }).click();
  expect((await refusal).status()).toBe(403);
  await expect(refusedPanel.getByText(/not accepted|could not be accepted/)).toBeVisible();
  await blocked.context.close();
  expect(await total(page, '/widget/reports/stats/call-request')).toBe(callbacksBefore + 1);
  await expect(
    page.getByRole('table', { name: 'Callback requests' }).getByText('Blocked Visitor'),
  ).toHaveCount(0);
});

test('an appearance change shows in the live preview at once and on the site once saved', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await logIn(page);
  await page.goto('/widget/installation');
  await settled(page);
  site.embed(await installCode(page));

  await page.goto('/widget/appearance');
  await settled(page);
  const preview = page.frameLocator('iframe[title="Live preview"]');
  await expect(preview.getByRole('button', { name: 'Contact us' })).toBeVisible();
  await expectAccessible(page);

  const label = page.getByRole('textbox', { name: 'Floating button label' });
  await label.fill('Talk to the bakers');
  await page.getByRole('radio', { name: 'Left' }).check();
  await expect(preview.getByRole('button', { name: 'Talk to the bakers' })).toBeVisible();
  await expect(preview.getByRole('button', { name: 'Talk to the bakers' })).toHaveAttribute(
    'data-side',
    'left',
  );
  await expect(page.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible({
    timeout: 15_000,
  });

  const visitor = await visit(browser, IRELAND);
  const launcher = visitor.page.getByRole('button', { name: 'Talk to the bakers' });
  await expect(launcher).toBeVisible();
  await expect(launcher).toHaveAttribute('data-side', 'left');
  await visitor.context.close();

  // Back to the defaults, for the other journeys.
  await page.getByRole('button', { name: 'Reset to defaults' }).click();
  const reset = page.waitForResponse(
    (response) =>
      response.url().includes('/admin/widget/appearance/') && response.request().method() === 'PUT',
  );
  await page.getByRole('button', { name: 'Reset', exact: true }).click();
  await expect(preview.getByRole('button', { name: 'Contact us' })).toBeVisible();
  expect((await reset).status()).toBe(200);
});

test('the widget on the site reads right in light, in dark and in Arabic, right to left', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  await logIn(page);
  await page.goto('/widget/installation');
  await settled(page);
  site.embed(await installCode(page));

  /** Opens the panel on the site and keeps a screenshot of it for review. */
  const openOnSite = async (name: string, scheme: 'light' | 'dark' = 'light') => {
    const visitor = await visit(browser, IRELAND, scheme);
    await visitor.page.locator('switchboard-widget button.l').click();
    const panel = visitor.page.getByRole('dialog');
    await expect(panel.getByRole('button', { name: /Sales|المبيعات/ })).toBeVisible();
    await visitor.page.screenshot({ path: testInfo.outputPath(`widget-on-site-${name}.png`) });
    return { visitor, panel };
  };

  const light = await openOnSite('light');
  await expect(light.panel).toHaveAttribute('dir', 'ltr');
  await light.visitor.context.close();

  // Dark panels (the sidebar's colour scheme) and Arabic as the widget's current language.
  await page.goto('/widget/sidebar');
  await settled(page);
  await page.getByRole('radio', { name: 'Dark' }).check();
  await expect(page.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible({
    timeout: 15_000,
  });
  await page.goto('/widget/lang');
  await settled(page);
  await page.getByRole('combobox', { name: 'Add a language' }).click();
  await page.getByRole('option', { name: /Arabic/ }).click();
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByRole('button', { name: 'Make Arabic current' }).click();
  await expect(page.locator('li[data-kind]', { hasText: 'Unable' })).toHaveCount(0);
  await expectAccessible(page);

  const arabic = await openOnSite('dark-arabic', 'dark');
  await expect(arabic.panel).toHaveAttribute('dir', 'rtl');
  await expect(arabic.panel).toHaveCSS('color-scheme', 'dark');
  await arabic.visitor.context.close();

  // Back as it was, for the other journeys.
  await page.getByRole('button', { name: 'Make English current' }).click();
  await page.getByRole('button', { name: 'Remove Arabic' }).click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await page.goto('/widget/sidebar');
  await settled(page);
  await page.getByRole('radio', { name: 'Light' }).check();
  await expect(page.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible({
    timeout: 15_000,
  });
});

test("the reports' filters speak the interface's language, switched on the page and after a reload", async ({
  page,
}) => {
  await logIn(page);
  await page.goto('/widget/reports/stats/calls');
  await settled(page);
  // The filters' controls are on screen in English; the language changes under them.
  await page.getByRole('button', { name: 'English' }).click();
  await page.getByRole('menuitemradio', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

  /** Opens the widget filter and reads what a screen reader announces (react-aria's live region). */
  const announcedOnOpening = async () => {
    await page.getByRole('button', { name: 'عرض الخيارات' }).first().click();
    await expect(page.getByRole('listbox')).toBeVisible();
    const announced = page.locator('[data-live-announcer]');
    await expect(announced).toContainText('متاحة');
    await expect(announced).not.toContainText('available');
    await page.keyboard.press('Escape');
  };
  await announcedOnOpening();
  await expect(page.getByRole('group', { name: 'من' })).toContainText('يوم');

  await page.reload();
  await settled(page);
  await announcedOnOpening();
  await page.evaluate(() => localStorage.setItem('user_lang', 'en'));
});
