/**
 * The public site (decision 0021, spread into `endpoints`): its pages as HTML rendered by the API in
 * the language of `?lang=` (English without it), the built scripts and stylesheet they link, and
 * robots.txt and sitemap.xml for crawlers.
 * Entries of the table, so the console's fallback never covers these paths.
 */
import { returnsFile } from './endpoint.js';
import * as paths from './paths.js';

const page = (path: string) =>
  ({ method: 'GET', path, body: undefined, response: returnsFile(), auth: 'public' }) as const;

export const siteEndpoints = {
  /** The home page; a signed-in user's browser goes on to /widget (the page's head script). */
  siteRoot: page(paths.siteRoot),
  siteHome: page(paths.siteHome),
  /**
   * The home page's contact form sent without the page's script (a plain form post, urlencoded):
   * kept and mailed as POST /admin/contact is (its body's rules, its limit per IP, its honeypot),
   * answered with the home page in `?lang=`'s language showing the outcome: 200 sent, 422 with
   * each wrong field marked beside it, 429 over the limit.
   */
  siteContact: {
    method: 'POST',
    path: paths.siteHome,
    body: undefined,
    response: returnsFile(),
    auth: 'public',
  },
  siteAbout: page(paths.siteAbout),
  /** A visitor's widget configurator with a static preview. */
  siteConfiguration: page(paths.siteConfiguration),
  /** The visitor's language and theme, kept in the browser. */
  siteSettings: page(paths.siteSettings),
  /** One tariff type's rates (`?type=`, the first type without it), searchable in the page. */
  siteTariffs: page(paths.siteTariffs),
  /** The pages' scripts and stylesheet, content-hashed and immutable. */
  siteAssets: page(paths.siteAssets),
  /** Plain text for crawlers: the site may be read, the API's JSON not; where the sitemap is. */
  siteRobots: page(paths.siteRobots),
  /** XML: every page (each tariff type's too) in every language, with its hreflang alternates. */
  siteSitemap: page(paths.siteSitemap),
} as const;
