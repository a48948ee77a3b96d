/**
 * The public site (decision 0021): GET /, /home, /about, /configuration, /settings and /tariffs as
 * HTML rendered by the site's server bundle (SITE_DIST/server/render.js, built by apps/site) in the
 * language of `?lang=` (English without it or for an unknown one), with the data the JSON endpoints
 * serve (site/site-data.ts); the pages' scripts and stylesheet at /site-assets/*; and robots.txt and
 * sitemap.xml for crawlers. Each page (and the sitemap) is rendered once per language (and tariff
 * type) and kept until plans or tariffs change (forgetSitePages). The bundle is read by path, not as a package: without a built site these paths
 * answer the JSON 404, and a site built after the start is picked up by the next request.
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
import { compressJsonBody } from '../lib/compression.js';
import { type Encoded, hashEtag, sendEncoded } from '../lib/content-coding.js';
import { contractRoutes } from '../lib/contract-routes.js';
import { encodedFolder } from '../lib/encoded-files.js';
import { notFound } from '../lib/http-error.js';
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
    },
  ): Promise<string>;
  sitemap(origin: string, tariffTypes: TariffType[]): string;
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

  async function renderPage(site: SiteBundle, pagePath: string, locale: string, type: string | null) {
    const [plans, tariffTypes] = await Promise.all([reads.plans(), reads.tariffTypes()]);
    const rows = type ? await reads.tariffs(type) : null;
    return encode(
      await site.render(pagePath, locale, {
        origin: deps.config.publicUrl,
        plans,
        tariffTypes,
        tariffs: type && rows ? { type, rows } : null,
      }),
    );
  }

  const servePage = (pagePath: string) => async (c: Context<AppEnv>) => {
    const { site, scriptHash } = await loadBundle();
    c.set('inlineScripts', [scriptHash]);
    const lang = c.req.query('lang') ?? '';
    const locale = site.locales.includes(lang) ? lang : 'en';
    let type: string | null = null;
    if (pagePath === '/tariffs') {
      // An unknown type shows the first: one page per known type is ever kept.
      const types = await reads.tariffTypes();
      const wanted = c.req.query('type');
      type = types.find((t) => t.id === wanted)?.id ?? types[0]?.id ?? null;
    }
    const page = await pages.get(`${pagePath} ${locale} ${type ?? ''}`, () =>
      renderPage(site, pagePath, locale, type),
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
  return routes
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
