/**
 * `validateSearch` for a page whose `?tab=` opens one of `tabs`. Route files import it and their
 * tab list from small modules, never from the page: what a route's search check imports loads with
 * the first page, the page itself only with its route.
 */
export const tabSearch =
  <const Tab extends string>(tabs: readonly Tab[]) =>
  (search: Record<string, unknown>): { tab?: Tab } =>
    tabs.includes(search.tab as Tab) ? { tab: search.tab as Tab } : {};
