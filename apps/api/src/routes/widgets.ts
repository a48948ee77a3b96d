/**
 * The account's widgets (spec §7 "Widget"). Every query carries `account_id = caller's account`:
 * another account's widget ids answer 404 'No phone found', exactly like ids that do not exist.
 * Saves read and write the row in one transaction (`for update`), so concurrent partial saves
 * (sidebar and appearance, say) do not lose each other's fields, and each save invalidates the
 * widget's cached public config. Exactly one widget of a non-empty list is the default (active) one.
 */
import { randomBytes } from 'node:crypto';
import { apiMessages, endpoints as ep, type Multilanguage } from '@switchboard/contract';
import { and, asc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '../app-env.js';
import type { Database } from '../db/database.js';
import { accounts, widgets } from '../db/schema.js';
import type { Deps } from '../deps.js';
import { invalid, notFound } from '../lib/http-error.js';
import { idParam } from '../lib/params.js';
import { authenticate } from '../middleware/authenticate.js';
import { jsonBody } from '../middleware/json-body.js';
import {
  checkCountries,
  mergeAppearance,
  mergeConfig,
  mergeMultilanguage,
  mergeSidebar,
  newWidgetParts,
  normalizeBlacklist,
  normalizeContacts,
} from '../widgets/normalize.js';
import type { WidgetCache } from '../widgets/public-cache.js';
import { toWidget, type WidgetRow } from '../widgets/serialize.js';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type WidgetChanges = Partial<Omit<typeof widgets.$inferInsert, 'id' | 'accountId' | 'publicKey'>>;

const phoneNotFound = () => notFound(apiMessages.noPhoneFound);

async function listWidgets(db: Database | Tx, accountId: number) {
  const rows = await db
    .select()
    .from(widgets)
    .where(eq(widgets.accountId, accountId))
    .orderBy(asc(widgets.id));
  return rows.map(toWidget);
}

/** Serialises widget-list changes of one account (which widget is the default). */
async function lockAccount(tx: Tx, accountId: number) {
  await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId)).for('update');
}

export function widgetRoutes(deps: Deps, cache: WidgetCache) {
  const verified = authenticate(deps, 'verified');

  /** Reads the widget for update, applies `change` (which may throw a 422), saves, invalidates the cache. */
  async function save(
    accountId: number,
    id: number,
    change: (row: WidgetRow) => WidgetChanges,
  ): Promise<WidgetRow> {
    const saved = await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(widgets)
        .where(and(eq(widgets.id, id), eq(widgets.accountId, accountId)))
        .for('update');
      if (!row) throw phoneNotFound();
      const [updated] = await tx
        .update(widgets)
        .set({ ...change(row), updatedAt: deps.clock.now() })
        .where(and(eq(widgets.id, id), eq(widgets.accountId, accountId)))
        .returning();
      if (!updated) throw phoneNotFound();
      return updated;
    });
    cache.invalidate(saved.publicKey);
    return saved;
  }

  const widgetId = (c: Parameters<typeof idParam>[0]) => idParam(c, 'widgetId');

  return new Hono<AppEnv>()
    .on(ep.listWidgets.method, ep.listWidgets.path, verified, async (c) =>
      c.json(await listWidgets(deps.db, c.get('session').accountId)),
    )

    .on(ep.createWidget.method, ep.createWidget.path, verified, jsonBody(ep.createWidget.body), async (c) => {
      const { accountId } = c.get('session');
      const parts = newWidgetParts(c.req.valid('json'));
      const now = deps.clock.now();
      const created = await deps.db.transaction(async (tx) => {
        await lockAccount(tx, accountId);
        const [existingDefault] = await tx
          .select({ id: widgets.id })
          .from(widgets)
          .where(and(eq(widgets.accountId, accountId), eq(widgets.isDefault, true)));
        const [row] = await tx
          .insert(widgets)
          .values({
            ...parts,
            accountId,
            publicKey: randomBytes(16).toString('base64url'),
            isDefault: !existingDefault,
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        return row;
      });
      if (!created) throw new Error('widget not created');
      return c.json(toWidget(created), 201);
    })

    .on(ep.updateWidget.method, ep.updateWidget.path, verified, jsonBody(ep.updateWidget.body), async (c) => {
      const input = c.req.valid('json');
      const row = await save(c.get('session').accountId, idParam(c), (current) => ({
        ...(input.name?.trim() ? { name: input.name.trim() } : {}),
        ...(input.timezone !== undefined ? { timezone: input.timezone } : {}),
        ...(input.is_active !== undefined ? { isActive: input.is_active } : {}),
        ...(input.plan !== undefined ? { plan: input.plan } : {}),
        ...(input.plan_category !== undefined ? { planCategory: input.plan_category } : {}),
        ...(input.billing_period !== undefined ? { billingPeriod: input.billing_period } : {}),
        ...(input.contacts !== undefined ? { contacts: normalizeContacts(input.contacts) } : {}),
        ...(input.sidebar !== undefined ? { sidebar: mergeSidebar(current.sidebar, input.sidebar) } : {}),
        ...(input.appearance !== undefined
          ? { appearance: mergeAppearance(current.appearance, input.appearance) }
          : {}),
        ...(input.multilanguage !== undefined
          ? { multilanguage: mergeMultilanguage(current.multilanguage, input.multilanguage) }
          : {}),
        ...(input.my_country !== undefined
          ? { countries: checkCountries(input.my_country, 'my_country') }
          : {}),
        ...(input.ip_blacklist !== undefined
          ? { ipBlacklist: normalizeBlacklist(input.ip_blacklist, 'ip_blacklist') }
          : {}),
        ...(input.config !== undefined ? { config: mergeConfig(current.config, input.config) } : {}),
      }));
      return c.json(toWidget(row));
    })

    .on(ep.deleteWidget.method, ep.deleteWidget.path, verified, async (c) => {
      const { accountId } = c.get('session');
      const id = idParam(c);
      const { deleted, remaining } = await deps.db.transaction(async (tx) => {
        await lockAccount(tx, accountId);
        const [row] = await tx
          .delete(widgets)
          .where(and(eq(widgets.id, id), eq(widgets.accountId, accountId)))
          .returning();
        if (!row) throw phoneNotFound();
        if (row.isDefault) {
          const [first] = await tx
            .select({ id: widgets.id })
            .from(widgets)
            .where(eq(widgets.accountId, accountId))
            .orderBy(asc(widgets.id))
            .limit(1);
          if (first) await tx.update(widgets).set({ isDefault: true }).where(eq(widgets.id, first.id));
        }
        return { deleted: row, remaining: await listWidgets(tx, accountId) };
      });
      cache.invalidate(deleted.publicKey);
      return c.json(remaining);
    })

    .on(
      ep.activateWidget.method,
      ep.activateWidget.path,
      verified,
      jsonBody(ep.activateWidget.body),
      async (c) => {
        const { accountId } = c.get('session');
        const id = idParam(c);
        const list = await deps.db.transaction(async (tx) => {
          await lockAccount(tx, accountId);
          const [row] = await tx
            .select({ id: widgets.id })
            .from(widgets)
            .where(and(eq(widgets.id, id), eq(widgets.accountId, accountId)));
          if (!row) throw phoneNotFound();
          // Clear first: at most one default per account (a partial unique index).
          await tx
            .update(widgets)
            .set({ isDefault: false })
            .where(and(eq(widgets.accountId, accountId), eq(widgets.isDefault, true)));
          await tx
            .update(widgets)
            .set({ isDefault: true })
            .where(and(eq(widgets.id, id), eq(widgets.accountId, accountId)));
          return listWidgets(tx, accountId);
        });
        return c.json(list);
      },
    )

    .on(
      ep.saveWidgetContacts.method,
      ep.saveWidgetContacts.path,
      verified,
      jsonBody(ep.saveWidgetContacts.body),
      async (c) => {
        const contacts = normalizeContacts(c.req.valid('json').contacts);
        const row = await save(c.get('session').accountId, widgetId(c), () => ({ contacts }));
        return c.json(row.contacts);
      },
    )

    .on(
      ep.saveWidgetLanguages.method,
      ep.saveWidgetLanguages.path,
      verified,
      jsonBody(ep.saveWidgetLanguages.body),
      async (c) => {
        const { multilanguage } = c.req.valid('json');
        const row = await save(c.get('session').accountId, widgetId(c), (current) => ({
          multilanguage: mergeMultilanguage(current.multilanguage, {
            userLanguages: multilanguage.userLanguages,
            ...(multilanguage.lang ? { lang: multilanguage.lang } : {}),
            ...(multilanguage.userEditedLangs ? { userEditedLangs: multilanguage.userEditedLangs } : {}),
          }),
        }));
        return c.json(row.multilanguage);
      },
    )

    .on(
      ep.saveWidgetTranslations.method,
      ep.saveWidgetTranslations.path,
      verified,
      jsonBody(ep.saveWidgetTranslations.body),
      async (c) => {
        const { userEditedLangs } = c.req.valid('json').multilanguage;
        const row = await save(c.get('session').accountId, widgetId(c), (current) => {
          for (const code of Object.keys(userEditedLangs)) {
            if (!current.multilanguage.userLanguages.includes(code))
              throw invalid(`multilanguage.userEditedLangs.${code}`, 'Choose valid Language');
          }
          const next: Multilanguage = {
            ...current.multilanguage,
            userEditedLangs: { ...current.multilanguage.userEditedLangs, ...userEditedLangs },
          };
          return { multilanguage: next };
        });
        return c.json(row.multilanguage);
      },
    )

    .on(
      ep.setWidgetLanguage.method,
      ep.setWidgetLanguage.path,
      verified,
      jsonBody(ep.setWidgetLanguage.body),
      async (c) => {
        const { lang } = c.req.valid('json').multilanguage;
        const row = await save(c.get('session').accountId, widgetId(c), (current) => {
          if (!current.multilanguage.userLanguages.includes(lang))
            throw invalid('multilanguage.lang', 'Choose valid Language');
          return { multilanguage: { ...current.multilanguage, lang } };
        });
        return c.json(row.multilanguage);
      },
    )

    .on(
      ep.updateWidgetSidebar.method,
      ep.updateWidgetSidebar.path,
      verified,
      jsonBody(ep.updateWidgetSidebar.body),
      async (c) => {
        const { sidebar } = c.req.valid('json');
        const row = await save(c.get('session').accountId, widgetId(c), (current) => ({
          sidebar: mergeSidebar(current.sidebar, sidebar),
        }));
        return c.json(toWidget(row));
      },
    )

    .on(
      ep.updateWidgetAppearance.method,
      ep.updateWidgetAppearance.path,
      verified,
      jsonBody(ep.updateWidgetAppearance.body),
      async (c) => {
        const { appearance } = c.req.valid('json');
        const row = await save(c.get('session').accountId, widgetId(c), (current) => ({
          appearance: mergeAppearance(current.appearance, appearance),
        }));
        return c.json(toWidget(row));
      },
    )

    .on(
      ep.updateWidgetCountries.method,
      ep.updateWidgetCountries.path,
      verified,
      jsonBody(ep.updateWidgetCountries.body),
      async (c) => {
        const countries = checkCountries(c.req.valid('json').countries, 'countries');
        const row = await save(c.get('session').accountId, widgetId(c), () => ({ countries }));
        return c.json(toWidget(row));
      },
    )

    .on(
      ep.updateWidgetBlacklist.method,
      ep.updateWidgetBlacklist.path,
      verified,
      jsonBody(ep.updateWidgetBlacklist.body),
      async (c) => {
        const ipBlacklist = normalizeBlacklist(c.req.valid('json').ips, 'ips');
        const row = await save(c.get('session').accountId, widgetId(c), () => ({ ipBlacklist }));
        return c.json(toWidget(row));
      },
    );
}
