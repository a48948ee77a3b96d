/** The site's pages: their paths (spec §2 Public) and the scripts each loads in the browser. */
import scripts from '../page-scripts.json' with { type: 'json' };

export const sitePaths = ['/', '/home', '/about', '/configuration', '/settings', '/tariffs'] as const;
export type SitePath = (typeof sitePaths)[number];

export const isSitePath = (value: string): value is SitePath =>
  (sitePaths as readonly string[]).includes(value);

/** The client entries (src/client/*.ts), by name. */
export const clientEntries = ['prefs', 'contact', 'tariff-search', 'configurator'] as const;
export type ClientEntry = (typeof clientEntries)[number];

/**
 * Every page has the theme and language pickers; the others only where their part is. In JSON so
 * the size budget (page-sizes.mjs) reads the same list.
 */
export const pageScripts = scripts as Record<SitePath, ClientEntry[]>;
