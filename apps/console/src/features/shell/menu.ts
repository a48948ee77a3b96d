/**
 * An area's side menu, read from its route files: a page says in its own `staticData.menu` that it
 * is in a menu, under which label, icon and place, so adding a page is adding its route file (no
 * list to edit elsewhere). `navigation.test.ts` names a page that has no entry.
 */
import type { Route } from '@switchboard/contract';
import type { IconName } from '@switchboard/ui';
import { type AnyRoute, useRouter } from '@tanstack/react-router';
import { useMemo } from 'react';
import type { MessageDescriptor } from 'react-intl';
import { type AppPath, type MenuArea, type NavItem, type NavSection, navSections } from './navigation';

export interface MenuEntry {
  in: MenuArea;
  label: MessageDescriptor;
  icon: IconName;
  /** The place in the menu, ascending; two entries of one area never share it. */
  order: number;
  /** As NavItem's: only for sessions that may call it. (Pages under `_verified` are for verified accounts.) */
  needs?: Route;
}

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    menu?: MenuEntry;
  }
}

/** The menu items of `area` among `routes`, in their order. */
export function menuItemsOf(routes: Iterable<AnyRoute>, area: MenuArea): NavItem[] {
  const entries: { entry: MenuEntry; route: AnyRoute }[] = [];
  for (const route of routes) {
    const entry = route.options.staticData?.menu;
    if (entry?.in === area) entries.push({ entry, route });
  }
  return entries
    .sort((a, b) => a.entry.order - b.entry.order)
    .map(({ entry: { label, icon, needs }, route }) => ({
      to: route.to as AppPath,
      label,
      icon,
      ...(route.id.includes('/_verified/') ? { verified: true } : {}),
      ...(needs ? { needs } : {}),
    }));
}

const routesOf = (router: ReturnType<typeof useRouter>) => Object.values(router.routesById) as AnyRoute[];

/** The menu items of `area`, from the running router's routes. */
export function useMenuItems(area: MenuArea): NavItem[] {
  const router = useRouter();
  return useMemo(() => menuItemsOf(routesOf(router), area), [router, area]);
}

/** The header's menu sections, each with its items (an area's read from its routes). */
export function useNavSections(): {
  id: string;
  heading: NavSection['heading'];
  items: readonly NavItem[];
}[] {
  const router = useRouter();
  return useMemo(
    () =>
      navSections.map((section) => ({
        id: section.id,
        heading: section.heading,
        items: 'menu' in section ? menuItemsOf(routesOf(router), section.menu) : section.items,
      })),
    [router],
  );
}
