import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/**
 * `React.lazy` for a module's named export: `lazyNamed(() => import('./WidgetDialog'), 'WidgetDialog')`
 * loads the module at the component's first render (React's `lazy` takes default exports only).
 */
// biome-ignore lint/suspicious/noExplicitAny: a component of any props may be loaded.
export function lazyNamed<M extends Record<K, ComponentType<any>>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
): LazyExoticComponent<M[K]> {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}
