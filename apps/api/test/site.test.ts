/**
 * The public site (decision 0021) rendered by the API from the built apps/site (turbo builds it
 * before these tests): every page in every language, with the plans and the tariffs the JSON
 * endpoints serve.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { endpoints as ep, type SubscriptionPlan } from '@switchboard/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SITE_DIST } from '../src/config.js';
import { forgetSitePages } from '../src/site/page-cache.js';
import { startTestServer, type TestServer } from '../src/testing.js';
import { client } from './http.js';

let server: TestServer;

beforeAll(async () => {
  if (!existsSync(path.join(DEFAULT_SITE_DIST, 'server', 'render.js')))
    throw new Error('apps/site is not built: run `pnpm --filter @switchboard/site build` first.');
  server = await startTestServer({ config: { siteDist: DEFAULT_SITE_DIST } });
});
afterAll(() => server?.close());

const get = (p: string, headers: Record<string, string> = {}) => fetch(server.url + p, { headers });
const page = async (p: string) => {
  const res = await get(p);
  expect([p, res.status, res.headers.get('content-type')]).toEqual([p, 200, 'text/html; charset=UTF-8']);
  return res.text();
};
const LANGUAGES = ['ar', 'bg', 'bn', 'de', 'en', 'es', 'ru'];

describe('the public pages', () => {
  it('answer HTML with a title, a description, lang and dir, and all seven languages as alternates', async () => {
    for (const p of ['/', '/home', '/about', '/configuration', '/settings', '/tariffs']) {
      const html = await page(p);
      expect(html).toMatch(/^<!doctype html><html lang="en" dir="ltr"/);
      expect(html).toMatch(/<title>[^<]+<\/title>/);
      expect(html).toMatch(/<meta name="description" content="[^"]{20,}"/);
      const alternates = [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)];
      expect(new Set(alternates.map(([, lang]) => lang))).toEqual(new Set([...LANGUAGES, 'x-default']));
      const href = Object.fromEntries(alternates.map(([, lang, url]) => [lang, url]));
      expect(href['x-default']).toBe(href.en);
      expect(href.en).toBe(`http://console.test${p}`);
      expect(href.de).toBe(`http://console.test${p}?lang=de`);
      // The head script: user_lang, the theme before paint, a signed-in user from / to /widget.
      expect(html).toContain("g('user_lang')");
      expect(html).toContain("location.replace('/widget')");
      expect(html).toMatch(/<link rel="stylesheet" href="\/site-assets\/[^"]+\.css"/);
    }
  });

  it('allow their inline head script by its hash, and no other inline script', async () => {
    const res = await get('/settings');
    const html = await res.text();
    const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, body]) => body!);
    expect(scripts).toHaveLength(1);
    const hash = createHash('sha256').update(scripts[0]!).digest('base64');
    expect(res.headers.get('content-security-policy')).toContain(`script-src 'self' 'sha256-${hash}';`);
    expect((await get('/admin/timezones')).headers.get('content-security-policy')).toContain(
      "script-src 'self';",
    );
  });

  it('show the four plans with their prices and the pricing text on the home page', async () => {
    const html = await page('/');
    const plans = (await client(server.url)(ep.subscriptionPlans)).body as SubscriptionPlan[];
    expect(plans).toHaveLength(4);
    for (const plan of plans) {
      expect(html).toContain(`<h3>${plan.name}</h3>`);
      expect(html).toContain(`€${plan.price_per_month} per month`);
    }
    expect(html).toContain('41000 minutes talk time');
    expect(html).toContain('100 free minutes');
    expect(html).toContain('Billed yearly, in euro per month');
    for (const service of [
      'Virtual Number',
      'Contact Center',
      'Website Dialer',
      'PBX-IVR',
      'Call Tracker',
      'SMS',
    ])
      expect(html).toContain(`<h3>${service}</h3>`);
    // Sent by the script to the JSON endpoint, else posted by the browser to the page.
    expect(html).toMatch(
      /<form[^>]+data-endpoint="\/admin\/contact"[^>]+action="\/home#contact" method="post"/,
    );
    expect(html).toContain('name="website"');
    expect(html).toContain('<option value="Sales">Sales</option><option value="Support">Support</option>');
  });

  it('list the tariffs of a type, one row per country with its dialling code and rate', async () => {
    const html = await page('/tariffs');
    const rows = [...html.matchAll(/<tr data-tariff="true"[^>]*data-dial="([^"]+)"/g)];
    const landline = (await client(server.url)(ep.tariffs, { params: { type: 'landline' } }))
      .body as unknown[];
    expect(rows).toHaveLength(landline.length);
    expect(html).toMatch(/<th scope="row">Germany<\/th><td[^>]*>\+49<\/td><td[^>]*>€0\.012<\/td>/);
    const sms = await page('/tariffs?type=sms');
    expect(sms).toMatch(/<th scope="row">Germany<\/th><td[^>]*>\+49<\/td><td[^>]*>€0\.06<\/td>/);
    expect(sms).toContain('aria-current="page">SMS</a>');
    // An unknown type shows the first.
    expect(await page('/tariffs?type=nothing')).toBe(html);
  });

  it("show an administrator's edit of a rate or a plan on the next visit", async () => {
    const call = client(server.url);
    const admin = await server.createAdmin();
    const token = admin.tokens.access_token;
    expect(await page('/tariffs')).toMatch(
      /<th scope="row">Germany<\/th><td[^>]*>\+49<\/td><td[^>]*>€0\.012<\/td>/,
    );
    const set = await call(ep.setTariffRate, {
      token,
      params: { type: 'landline', code: 'DE' },
      body: { rate: '0.0175' },
    });
    expect(set.status).toBe(200);
    expect(await page('/tariffs')).toMatch(
      /<th scope="row">Germany<\/th><td[^>]*>\+49<\/td><td[^>]*>€0\.0175<\/td>/,
    );
    const back = await call(ep.setTariffRate, {
      token,
      params: { type: 'landline', code: 'DE' },
      body: { rate: '0.012' },
    });
    expect(back.status).toBe(200);
  });

  it('render Arabic right to left, and English for an unknown language', async () => {
    const ar = await page('/?lang=ar');
    expect(ar).toMatch(/^<!doctype html><html lang="ar" dir="rtl"/);
    expect(ar).toMatch(/<h2 id="plans-title">[\u0600-\u06FF ]+<\/h2>/);
    expect(ar).toContain('<link rel="canonical" href="http://console.test/?lang=ar"/>');
    const tariffs = await page('/tariffs?lang=ar');
    expect(tariffs).toContain('<th scope="row">ألمانيا</th>');
    expect(await page('/about?lang=xx')).toBe(await page('/about'));
  });

  it('are rendered once and revalidated with their ETag, until plans or tariffs change', async () => {
    const first = await get('/about', { 'Accept-Encoding': 'br' });
    expect(first.headers.get('content-encoding')).toBe('br');
    expect(first.headers.get('cache-control')).toBe('no-cache');
    const etag = first.headers.get('etag')!;
    expect((await get('/about', { 'Accept-Encoding': 'br', 'If-None-Match': etag })).status).toBe(304);
    forgetSitePages();
    expect((await get('/about', { 'Accept-Encoding': 'br', 'If-None-Match': etag })).status).toBe(304);
  });

  it('link scripts and a stylesheet that are served, immutable', async () => {
    const html = await page('/tariffs');
    const files = [...html.matchAll(/(?:src|href)="(\/site-assets\/[^"]+)"/g)].map(([, url]) => url!);
    expect(files.length).toBeGreaterThanOrEqual(3);
    for (const file of files) {
      const res = await get(file);
      expect([file, res.status, res.headers.get('cache-control')]).toEqual([
        file,
        200,
        'public, max-age=31536000, immutable',
      ]);
    }
    expect((await get('/site-assets/nothing.js')).status).toBe(404);
  });
});

describe('for crawlers', () => {
  it('robots.txt lets them read the site, not the API, and names the sitemap', async () => {
    const res = await get('/robots.txt');
    expect([res.status, res.headers.get('content-type')]).toEqual([200, 'text/plain; charset=UTF-8']);
    const text = await res.text();
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toMatch(/^Disallow: \/admin\/$/m);
    expect(text).not.toMatch(/^Disallow: \/$/m);
    expect(text).toMatch(/^Sitemap: http:\/\/console\.test\/sitemap\.xml$/m);
  });

  it('sitemap.xml lists every page and tariff type in every language, each with its alternates', async () => {
    const res = await get('/sitemap.xml');
    expect([res.status, res.headers.get('content-type')]).toEqual([200, 'application/xml; charset=UTF-8']);
    const xml = await res.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => url!.replaceAll('&amp;', '&'));
    const types = (await client(server.url)(ep.tariffTypes)).body as { id: string }[];
    // /, /about, /configuration, /settings and one tariffs page per type, in seven languages.
    expect(locs).toHaveLength((4 + types.length) * LANGUAGES.length);
    for (const url of ['/', '/about?lang=de', '/tariffs', `/tariffs?type=${types[1]!.id}&lang=ar`])
      expect(locs).toContain(`http://console.test${url}`);
    expect(locs.some((url) => url.includes('/home'))).toBe(false);
    const first = xml.match(/<url>.*?<\/url>/)![0];
    expect(first.match(/hreflang="/g)).toHaveLength(LANGUAGES.length + 1);
    // Every listed page is served.
    for (const url of locs.filter((u) => !u.includes('lang=')))
      await page(url.replace('http://console.test', ''));
  });
});
