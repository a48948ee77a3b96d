import { createRouter } from '@tanstack/react-router';
import type { MenuArea } from '#features/shell/navigation';
import { routeTree } from './routeTree.gen';

/** PBX pages reached from another page rather than the menu, and from where. */
const REACHED_FROM_A_PAGE: Record<string, string> = {
  '/src/routes/_app/_verified/xpbx/settings/create-domain.tsx': "the Domains page's Add domain button",
};

/** The route files of the PBX pages that belong in its menu (not loaded here: only the names are read). */
const pbxPageFiles = Object.keys(
  import.meta.glob('/src/routes/_app/_verified/xpbx/{*,settings/*}.tsx'),
).filter((file) => !file.endsWith('/settings/index.tsx') && !(file in REACHED_FROM_A_PAGE));

/** The route files of the virtual number pages (its index only leads on to a page). */
const virtualNumberPageFiles = Object.keys(
  import.meta.glob('/src/routes/_app/_verified/virtual-number/*.tsx'),
).filter((file) => !file.endsWith('/virtual-number/index.tsx'));

// The routes only, never loaded: no context is needed to read their options.
const routes = Object.values(createRouter({ routeTree, context: {} as never }).routesById);
const fileOf = (id: string) => `/src/routes${id.endsWith('/') ? `${id}index` : id}.tsx`;

describe('the menus read from the route files', () => {
  it('offer every PBX page (give the route file a staticData.menu entry)', () => {
    const offered = new Set(
      routes.filter((route) => route.options.staticData?.menu?.in === 'pbx').map((route) => fileOf(route.id)),
    );
    expect(pbxPageFiles.length).toBeGreaterThan(5);
    expect(pbxPageFiles.filter((file) => !offered.has(file))).toEqual([]);
  });

  it('offer every virtual number page (give the route file a staticData.menu entry)', () => {
    const offered = new Set(
      routes
        .filter((route) => route.options.staticData?.menu?.in === 'virtual-number')
        .map((route) => fileOf(route.id)),
    );
    expect(virtualNumberPageFiles.length).toBeGreaterThanOrEqual(2);
    expect(virtualNumberPageFiles.filter((file) => !offered.has(file))).toEqual([]);
  });

  it('give no two entries of an area the same place', () => {
    const places = new Map<string, string>();
    const shared: string[] = [];
    for (const route of routes) {
      const menu = route.options.staticData?.menu;
      if (!menu) continue;
      const place = `${menu.in satisfies MenuArea} ${menu.order}`;
      const other = places.get(place);
      if (other) shared.push(`${fileOf(other)} and ${fileOf(route.id)} both have order ${menu.order}`);
      places.set(place, route.id);
    }
    expect(shared).toEqual([]);
  });
});
