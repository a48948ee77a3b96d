/**
 * The public site (decision 0021): GET /, /home, /about, /configuration, /settings and /tariffs as
 * HTML rendered by the site's server bundle (SITE_DIST/server/render.js, built by apps/site) in the
 * language of `?lang=` (English without it or for an unknown one), with the data the JSON endpoints
 * serve (site/site-data.ts); POST /home, the contact form sent without the page's script; the pages'
 * scripts and stylesheet at /site-assets/*; and robots.txt and sitemap.xml for crawlers. Each page
 * (and the sitemap) is rendered once per language (and tariff type) and kept until plans or tariffs
 * change (forgetSitePages). The bundle is read by path, not as a package: without a built site
 * these paths answer the JSON 404, and a site built after the start is picked up by the next request.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  type Endpoint,
  endpoints as ep,
  type SubscriptionPlan,
  type Tariff,
  type TariffType,
} from '@switchboard/contract';
import type { Context } from 'hono';
import type { AppEnv } from '../app-env.js';
import type { Deps } from '../deps.js';
import { clientIp } from '../lib/client-ip.js';
import { compressJsonBody } from '../lib/compression.js';
import { type Encoded, hashEtag, sendEncoded } from '../lib/content-coding.js';
import { contractRoutes } from '../lib/contract-routes.js';
import { encodedFolder } from '../lib/encoded-files.js';
import { notFound } from '../lib/http-error.js';
import { MailDeliveryError } from '../mail/mailer.js';
import { hitRateLimit } from '../middleware/rate-limit.js';
import { type ContactFormValues, readContactForm } from '../site/contact-form.js';
import { receiveContact } from '../site/contact-message.js';
import { sitePageCache } from '../site/page-cache.js';
import { siteReads } from '../site/site-data.js';

/** What the API uses of the server bundle (apps/site/src/entry-server.ts). */
interface SiteBundle {
  locales: readonly string[];
  /** The inline script of every page's <head>, allowed by its hash in the pages' CSP. */
  HEAD_SCRIPT: string;
  render(
    path: string,
    locale: string,
    data: {
      origin: string;
      plans: SubscriptionPlan[];
      tariffTypes: TariffType[];
      tariffs: { type: string; rows: Tariff[] } | null;
      contact?: ContactFormState;
    },
  ): Promise<string>;
  sitemap(origin: string, tariffTypes: TariffType[]): string;
}

/** The contact form's outcome shown in a home page rendered for a form post (its SiteData.contact). */
interface ContactFormState {
  outcome: 'sent' | 'invalid' | 'tooMany' | 'failed';
  values: ContactFormValues | null;
  errors: string[];
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
const contentType = (file: string) =>
  file.endsWith('.css') ? 'text/css; charset=UTF-8' : 'text/javascript; charset=UTF-8';

export default function siteRoutes(deps: Deps) {
  const dist = deps.config.siteDist;
  const bundleFile = dist && path.join(dist, 'server', 'render.js');
  const assets = dist ? encodedFolder(path.join(dist, 'client')) : null;
  const reads = siteReads(deps);
  const pages = sitePageCache();

  let bundle: Promise<{ site: SiteBundle; scriptHash: string }> | null = null;
  const loadBundle = () => {
    if (!bundleFile || !existsSync(bundleFile)) throw notFound();
    bundle ??= (import(pathToFileURL(bundleFile).href) as Promise<SiteBundle>).then((site) => ({
      site,
      scriptHash: `sha256-${createHash('sha256').update(site.HEAD_SCRIPT).digest('base64')}`,
    }));
    return bundle;
  };

  /** Bytes kept with their compressed copies and ETag, as every page is. */
  const encode = async (text: string): Promise<Encoded> => {
    const bytes = new TextEncoder().encode(text);
    return { identity: bytes, etag: hashEtag(bytes), ...(await compressJsonBody(bytes)) };
  };

  async function renderHtml(
    site: SiteBundle,
    pagePath: string,
    locale: string,
    type: string | null,
    contact?: ContactFormState,
  ) {
    const [plans, tariffTypes] = await Promise.all([reads.plans(), reads.tariffTypes()]);
    const rows = type ? await reads.tariffs(type) : null;
    return site.render(pagePath, locale, {
      origin: deps.config.publicUrl,
      plans,
      tariffTypes,
      tariffs: type && rows ? { type, rows } : null,
      ...(contact ? { contact } : {}),
    });
  }

  /** The page's bundle, with its head script allowed, and the language of `?lang=` (else English). */
  async function pageSetup(c: Context<AppEnv>) {
    const { site, scriptHash } = await loadBundle();
    c.set('inlineScripts', [scriptHash]);
    const lang = c.req.query('lang') ?? '';
    return { site, locale: site.locales.includes(lang) ? lang : 'en' };
  }

  const servePage = (pagePath: string) => async (c: Context<AppEnv>) => {
    const { site, locale } = await pageSetup(c);
    let type: string | null = null;
    if (pagePath === '/tariffs') {
      // An unknown type shows the first: one page per known type is ever kept.
      const types = await reads.tariffTypes();
      const wanted = c.req.query('type');
      type = types.find((t) => t.id === wanted)?.id ?? types[0]?.id ?? null;
    }
    const page = await pages.get(`${pagePath} ${locale} ${type ?? ''}`, async () =>
      encode(await renderHtml(site, pagePath, locale, type)),
    );
    // Revalidated on every load: a price changed in the database shows at once (the ETag answers 304).
    return sendEncoded(c, page, 'text/html; charset=UTF-8', { 'Cache-Control': 'no-cache' });
  };

  const pageEndpoints: Endpoint[] = [
    ep.siteRoot,
    ep.siteHome,
    ep.siteAbout,
    ep.siteConfiguration,
    ep.siteSettings,
    ep.siteTariffs,
  ];
  let routes = contractRoutes(deps);
  for (const endpoint of pageEndpoints) routes = routes.on(endpoint, servePage(endpoint.path));
  // The site may be read; the API's own JSON paths are no pages.
  const robots = encode(
    `User-agent: *\nDisallow: /admin/\nDisallow: /public/\n\nSitemap: ${deps.config.publicUrl}/sitemap.xml\n`,
  );
  /**
   * The contact form posted without the page's script: the same limit per IP as POST /admin/contact
   * (counted first, as there), the same rules and handling, and the home page as the answer with the
   * outcome beside the form. Never kept: it shows what one visitor typed.
   */
  const contactForm = async (c: Context<AppEnv>) => {
    const { site, locale } = await pageSetup(c);
    const answer = async (status: 200 | 422 | 429 | 503, contact: ContactFormState) =>
      c.html(await renderHtml(site, ep.siteHome.path, locale, null, contact), status, {
        'Cache-Control': 'no-store',
      });
    const limit = await hitRateLimit(deps, c, deps.config.limits.contact);
    const form = await readContactForm(c);
    if (!limit.allowed) {
      c.header('Retry-After', String(limit.retryAfterSeconds));
      return answer(429, { outcome: 'tooMany', values: form.values, errors: [] });
    }
    if (!form.ok) return answer(422, { outcome: 'invalid', values: form.values, errors: form.errors });
    try {
      await receiveContact(deps, clientIp(c, deps.config.trustProxy), form.body);
    } catch (error) {
      if (!(error instanceof MailDeliveryError)) throw error;
      return answer(503, { outcome: 'failed', values: form.values, errors: [] });
    }
    return answer(200, { outcome: 'sent', values: null, errors: [] });
  };

  return routes
    .on(ep.siteContact, contactForm)
    .on(ep.siteAssets, async (c) => {
      const file = assets && (await assets(c.req.path.slice('/site-assets'.length)));
      if (!file) throw notFound();
      return sendEncoded(c, file, contentType(c.req.path), { 'Cache-Control': IMMUTABLE });
    })
    .on(ep.siteRobots, async (c) =>
      sendEncoded(c, await robots, 'text/plain; charset=UTF-8', { 'Cache-Control': 'public, max-age=3600' }),
    )
    .on(ep.siteSitemap, async (c) => {
      const { site } = await loadBundle();
      const sitemap = await pages.get('sitemap', async () =>
        encode(site.sitemap(deps.config.publicUrl, await reads.tariffTypes())),
      );
      return sendEncoded(c, sitemap, 'application/xml; charset=UTF-8', { 'Cache-Control': 'no-cache' });
    }).app;
}
