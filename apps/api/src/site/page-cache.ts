/**
 * Rendered public pages in memory, one per page, language and tariff type, so a hot public path
 * reads nothing (toolchain notes: PGlite serves ~3.5k simple reads/s). Every app's cache registers
 * here, so whatever changes plans or tariffs drops them all with one call, wherever it runs.
 */
import type { Encoded } from '../lib/content-coding.js';
import { onTariffsChanged } from '../tariffs/changes.js';

const caches = new Set<Map<string, Promise<Encoded>>>();

/** Forgets every rendered page: after plans or tariffs change, the next visit renders anew. */
export function forgetSitePages(): void {
  for (const cache of caches) cache.clear();
}

// An edit of the price list, here or on another instance, shows on the next visit.
onTariffsChanged(forgetSitePages);

/** A cache of pages by key: the first request renders (concurrent ones share it), later ones reuse. */
export function sitePageCache() {
  const cache = new Map<string, Promise<Encoded>>();
  caches.add(cache);
  return {
    get(key: string, render: () => Promise<Encoded>): Promise<Encoded> {
      let page = cache.get(key);
      if (!page) {
        page = render();
        // A failed render (the bundle missing mid-rebuild) is tried again on the next request.
        page.catch(() => {
          if (cache.get(key) === page) cache.delete(key);
        });
        cache.set(key, page);
      }
      return page;
    },
    forget: () => cache.clear(),
  };
}
