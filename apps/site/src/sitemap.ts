/**
 * sitemap.xml (served by the API at /sitemap.xml): every page in every language as its own <url>,
 * each naming all seven as hreflang alternates as the pages' <head> does, and every tariff type's
 * page. /home is left out: it is the home page again, listed as /.
 */

import type { TariffType } from '@switchboard/contract';
import { locales } from '@switchboard/i18n';
import { localeUrl } from './Document.tsx';
import { sitePaths } from './pages.ts';

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

interface Listed {
  path: string;
  query: Record<string, string>;
}

/** The pages as path and own query: the tariffs page once per type (the first is the plain path). */
function pages(tariffTypes: TariffType[]): Listed[] {
  return sitePaths
    .filter((path) => path !== '/home')
    .flatMap((path): Listed[] =>
      path === '/tariffs'
        ? tariffTypes.map((type, index): Listed => ({ path, query: index === 0 ? {} : { type: type.id } }))
        : [{ path, query: {} }],
    );
}

export function sitemap(origin: string, tariffTypes: TariffType[]): string {
  const urls = pages(tariffTypes).flatMap(({ path, query }) => {
    const href = (locale: (typeof locales)[number]) => escapeXml(origin + localeUrl(path, locale, query));
    const alternates = [
      ...locales.map((l) => `<xhtml:link rel="alternate" hreflang="${l}" href="${href(l)}"/>`),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${href('en')}"/>`,
    ].join('');
    return locales.map((locale) => `<url><loc>${href(locale)}</loc>${alternates}</url>`);
  });
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    `${urls.join('\n')}\n</urlset>\n`
  );
}
