/**
 * The server bundle the API loads (SITE_DIST/server/render.js): `render(path, locale, data)` → the
 * page's HTML, and `sitemap(origin, tariffTypes)` → sitemap.xml. The client files' names are written
 * in by the build (build.mjs), which builds the client first.
 */
import type { Locale } from '@switchboard/i18n';
import type { SiteData } from './data.ts';
import type { SitePath } from './pages.ts';
import { type ClientAssets, renderPage } from './render.tsx';

declare const __SITE_ASSETS__: ClientAssets;

export { isLocale, locales } from '@switchboard/i18n';
export type { SiteData } from './data.ts';
export { HEAD_SCRIPT } from './head-script.ts';
export { isSitePath, type SitePath, sitePaths } from './pages.ts';
export { sitemap } from './sitemap.ts';

export const render = (path: SitePath, locale: Locale, data: SiteData): Promise<string> =>
  renderPage(path, locale, data, __SITE_ASSETS__);
