/**
 * The contact widget on customers' sites that are not kind to it, over the real stack (npm start,
 * the demo account): an API slower than the page (the site's `load` event does not wait for it), a
 * page whose <body> has a CSS transform (the button stays in the viewport's corner), a page that
 * enforces Trusted Types under a strict Content-Security-Policy copied from the console, a panel
 * whose code is slow to arrive (the button shows it is busy), and a phone in Arabic (touch targets,
 * field text size, the phone number's plus on the left). Screenshots are kept for review.
 */
import { type Browser, type BrowserContextOptions, expect, type Page, test } from '@playwright/test';
import { logIn, settled } from '../support/console';
import { type HostPageOptions, type HostSite, startHostSite } from '../support/host-site';
import { E2E_PORT } from '../support/ports';

/** A public address whose country the bundled GeoLite2 data knows (as in widget.spec.ts). */
const VISITOR = '185.60.216.35';
const API = `http://127.0.0.1:${E2E_PORT}`;

let site: HostSite;
/** The install code and the CSP directives as the console's installation page shows them. */
let code = '';
let directives = '';

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  site = await startHostSite();
  const page = await browser.newPage();
  await logIn(page);
  await page.goto('/widget/installation');
  await settled(page);
  code =
    (await page.getByRole('region', { name: 'Install code', exact: true }).locator('code').textContent()) ??
    '';
  directives =
    (await page
      .getByRole('region', { name: 'Content-Security-Policy directives', exact: true })
      .locator('code')
      .textContent()) ?? '';
  await page.close();
});
test.afterAll(async () => {
  await site.close();
});

/** Requests for the API's answers matching `path`, held until released (a slow API). */
function holdApi(path: RegExp) {
  let arrived: () => void = () => undefined;
  let release: () => void = () => undefined;
  const first = new Promise<void>((resolve) => (arrived = resolve));
  const released = new Promise<void>((resolve) => (release = resolve));
  return {
    matches: (url: URL) => path.test(url.pathname),
    /** Resolves when released. */
    wait() {
      arrived();
      return released;
    },
    /** Resolves once a request has been held. */
    first,
    release,
  };
}

/** The site as a visitor sees it, in a browser context of its own; `hold` delays matching API answers. */
async function visit(
  browser: Browser,
  page: HostPageOptions = {},
  contextOptions: BrowserContextOptions = {},
  hold?: ReturnType<typeof holdApi>,
) {
  site.embed(code, page);
  const context = await browser.newContext(contextOptions);
  await context.route(
    (url) => url.origin === API,
    async (route) => {
      const url = new URL(route.request().url());
      if (hold?.matches(url)) await hold.wait();
      // Visitors' countries come from the proxy's header, added on the wire (as in widget.spec.ts).
      if (url.pathname.startsWith('/public/widget/'))
        return route.continue({ headers: { ...route.request().headers(), 'x-forwarded-for': VISITOR } });
      return route.continue();
    },
  );
  const visitor = await context.newPage();
  const errors: string[] = [];
  visitor.on('pageerror', (error) => errors.push(String(error)));
  visitor.on('console', (message) => {
    if (message.type() === 'error' && !message.location().url.endsWith('/favicon.ico'))
      errors.push(message.text());
  });
  return { context, page: visitor, errors };
}

const launcherOf = (page: Page) => page.locator('switchboard-widget button.l');

test("a slow API never holds the site's load event; the widget comes once the API answers", async ({
  browser,
}) => {
  const hold = holdApi(/^\/(widget\.js|public\/widget\/)/);
  const { context, page } = await visit(browser, {}, {}, hold);
  // The page loads while the API has not answered anything.
  await page.goto(site.url, { waitUntil: 'load', timeout: 15_000 });
  await hold.first;
  await expect(page.locator('switchboard-widget')).toHaveCount(0);
  hold.release();
  await expect(launcherOf(page)).toBeVisible();
  // Everything the widget asked the API for started after the page's load event.
  const { loadStart, requests } = await page.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    return {
      loadStart: navigation!.loadEventStart,
      requests: performance
        .getEntriesByType('resource')
        .filter((entry) => !entry.name.startsWith(location.origin))
        .map((entry) => ({ name: entry.name, start: entry.startTime })),
    };
  });
  expect(requests.map((request) => new URL(request.name).pathname)).toEqual(
    expect.arrayContaining(['/widget.js', expect.stringMatching(/^\/public\/widget\//)]),
  );
  for (const request of requests) expect(request.start).toBeGreaterThanOrEqual(loadStart);
  await context.close();
});

test('the launcher stays in the corner of the viewport on a page whose body is transformed', async ({
  browser,
}, testInfo) => {
  const { context, page } = await visit(browser, {
    style: 'body{transform:translateX(0)}main{min-height:4000px}',
  });
  await page.goto(site.url);
  const launcher = launcherOf(page);
  await expect(launcher).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 1500));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1500);
  await expect(launcher).toBeInViewport({ ratio: 1 });
  const box = (await launcher.boundingBox())!;
  const viewport = page.viewportSize()!;
  // 20 px from the bottom and right edges, as on any page.
  expect(Math.round(viewport.height - (box.y + box.height))).toBe(20);
  expect(Math.round(viewport.width - (box.x + box.width))).toBe(20);
  await page.screenshot({ path: testInfo.outputPath('transformed-body.png') });
  await context.close();
});

test("works on a page that enforces Trusted Types under the console's strict CSP, without a console error", async ({
  browser,
}) => {
  // The directives exactly as the owner copies them from the console: the install code's hash,
  // our address, and the widget's Trusted Types policy.
  expect(directives).toContain('trusted-types switchboard-widget');
  const csp = directives.replace(/\s*\n\s*/g, ' ');
  const { context, page, errors } = await visit(browser, { headers: { 'Content-Security-Policy': csp } });
  const response = await page.goto(site.url);
  expect(response?.headers()['content-security-policy']).toBe(csp);
  await launcherOf(page).click();
  const panel = page.getByRole('dialog', { name: 'Contact us' });
  await expect(panel.getByRole('button', { name: /^Sales/ })).toBeVisible();
  await panel.getByRole('button', { name: /^Sales/ }).click();
  await panel.getByRole('button', { name: 'Request a callback' }).click();
  await expect(panel.getByRole('textbox', { name: 'Phone' })).toBeVisible();
  expect(errors).toEqual([]);
  // The policy is in force: an HTML string is refused.
  expect(
    await page.evaluate(() => {
      try {
        document.body.insertAdjacentHTML('beforeend', '<b>x</b>');
        return 'accepted';
      } catch {
        return 'refused';
      }
    }),
  ).toBe('refused');
  await context.close();
});

test("the button shows it is busy at once when clicked before the panel's code has arrived", async ({
  browser,
}, testInfo) => {
  const hold = holdApi(/^\/widget-assets\/panel-/);
  const { context, page } = await visit(browser, {}, {}, hold);
  await page.goto(site.url);
  const launcher = launcherOf(page);
  await expect(launcher).toBeVisible();
  await launcher.click();
  await expect(launcher).toHaveAttribute('aria-busy', 'true');
  // A spinner in place of the icon, not just another cursor.
  await expect(launcher.locator('svg').first()).toBeHidden();
  expect(await launcher.evaluate((button) => getComputedStyle(button, '::after').animationName)).toBe('sb-w');
  await page.screenshot({ path: testInfo.outputPath('busy.png') });
  hold.release();
  await expect(page.getByRole('dialog', { name: 'Contact us' })).toBeVisible();
  await expect(launcher).not.toHaveAttribute('aria-busy', 'true');
  await context.close();
});

test('on a phone in Arabic: 44 px touch targets, 16 px fields, the phone number left to right', async ({
  page: owner,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  await logIn(owner);
  await owner.goto('/widget/lang');
  await settled(owner);
  await owner.getByRole('combobox', { name: 'Add a language' }).click();
  await owner.getByRole('option', { name: /Arabic/ }).click();
  await owner.getByRole('button', { name: 'Add', exact: true }).click();
  await owner.getByRole('button', { name: 'Make Arabic current' }).click();
  await expect(owner.locator('li[data-kind]', { hasText: 'Unable' })).toHaveCount(0);

  try {
    const phone = {
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
    };
    const { context, page } = await visit(browser, {}, phone);
    await page.goto(site.url);
    const launcher = launcherOf(page);
    await expect(launcher).toHaveAttribute('aria-label', 'تواصل معنا');
    await page.screenshot({ path: testInfo.outputPath('phone-ar-launcher.png') });
    await launcher.tap();
    const panel = page.getByRole('dialog');
    await expect(panel).toHaveAttribute('dir', 'rtl');
    await panel.getByRole('button', { name: /^Sales/ }).tap();
    await panel.getByRole('button', { name: 'اطلب معاودة الاتصال' }).tap();
    await expect(panel.getByRole('textbox', { name: 'الهاتف' })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('phone-ar-callback.png') });

    const sizes = await page.evaluate(() => {
      const root = document.querySelector('switchboard-widget')!.shadowRoot!;
      const box = (el: Element) => {
        const r = el.getBoundingClientRect();
        return { what: el.outerHTML.slice(0, 60), width: r.width, height: r.height };
      };
      return {
        buttons: Array.from(root.querySelectorAll('button'))
          .filter((button) => button.getClientRects().length > 0)
          .map(box),
        fields: Array.from(root.querySelectorAll('input:not([type=checkbox]), textarea')).map((el) => ({
          ...box(el),
          font: Number.parseFloat(getComputedStyle(el).fontSize),
        })),
        checkRows: Array.from(root.querySelectorAll('.ck')).map(box),
      };
    });
    expect(sizes.buttons.length).toBeGreaterThanOrEqual(4); // launcher, close, back, send
    for (const target of [...sizes.buttons, ...sizes.fields, ...sizes.checkRows]) {
      expect(target.height, target.what).toBeGreaterThanOrEqual(44);
      expect(target.width, target.what).toBeGreaterThanOrEqual(44);
    }
    expect(sizes.fields.length).toBe(2); // name, phone
    for (const field of sizes.fields) expect(field.font, field.what).toBeGreaterThanOrEqual(16);

    // The hint's example number reads "+971…" with the plus on the left, inside right-to-left text.
    const hint = panel.locator('#sb-f-phone-h');
    await expect(hint).toHaveText('مع رمز الدولة، مثل +971501234567');
    const [plus, firstDigit] = await hint.evaluate((element) => {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const at = node.textContent!.indexOf('+');
        if (at < 0) continue;
        const left = (from: number) => {
          const range = document.createRange();
          range.setStart(node!, from);
          range.setEnd(node!, from + 1);
          return range.getBoundingClientRect().left;
        };
        return [left(at), left(at + 1)];
      }
      return [Number.NaN, Number.NaN];
    });
    expect(plus).toBeLessThan(firstDigit!);
    await hint.screenshot({ path: testInfo.outputPath('phone-ar-hint.png') });
    await context.close();
  } finally {
    // Back as it was, for the other journeys.
    await owner.getByRole('button', { name: 'Make English current' }).click();
    await owner.getByRole('button', { name: 'Remove Arabic' }).click();
    await owner.getByRole('button', { name: 'Confirm' }).click();
  }
});
