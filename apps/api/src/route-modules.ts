/**
 * The route modules: every file of `routes/` whose default export builds a Hono app of endpoints
 * is mounted by createApp, so adding an endpoint module is adding its file (no line in app.ts).
 * Mount order does not decide which module answers a request: `assertServesTable` refuses an
 * app in which an endpoint is answered by another registered before it. The console's files
 * (the SPA fallback for every other GET) are not a default export: app.ts mounts them last.
 *
 * The API is never bundled (tsc output, tsx, vitest), so the folder is read where this file is:
 * `.ts` files from the sources, `.js` files from dist/.
 */
import { readdirSync } from 'node:fs';
import { basename, extname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Hono } from 'hono';
import type { AppEnv } from './app-env.js';
import type { CallEventBus } from './call-center/bus.js';
import type { Deps } from './deps.js';
import type { MessagingProvider } from './messaging/provider.js';
import type { NumberSupplier } from './virtual-numbers/supplier.js';
import type { WidgetCache } from './widgets/public-cache.js';

/** What createApp makes once and route modules share, beyond the injected dependencies. */
export interface AppParts {
  /** The published widgets in memory: admin saves invalidate, public reads use it. */
  widgetConfigs: WidgetCache;
  /** The SMS/Viber provider (MESSAGING_PROVIDER). */
  messaging: MessagingProvider;
  /** The supplier of virtual numbers (NUMBER_SUPPLIER). */
  numbers: NumberSupplier;
  /** Tells the wallboards an account's calls changed (REDIS_URL: across instances). */
  callEvents: CallEventBus;
}

export type RouteModule = (deps: Deps, parts: AppParts) => Hono<AppEnv>;

const self = fileURLToPath(import.meta.url);
const folder = join(self, '..', 'routes');
const extension = extname(self);

async function load(): Promise<readonly { file: string; mount: RouteModule }[]> {
  const files = readdirSync(folder)
    .filter(
      (file) => extname(file) === extension && !file.endsWith(`.d${extension}`) && !file.includes('.test.'),
    )
    .sort();
  const modules = await Promise.all(
    files.map(async (file) => {
      const module: { default?: unknown } = await import(pathToFileURL(join(folder, file)).href);
      return { file: basename(file, extension), mount: module.default };
    }),
  );
  return modules.filter(
    (module): module is { file: string; mount: RouteModule } => typeof module.mount === 'function',
  );
}

/** Every route module with a default export, by file name. */
export const routeModules = await load();
