/**
 * The account's widgets (spec §7 "Widget"). Every query carries `account_id = caller's account`:
 * another account's widget ids answer 404 'No phone found', exactly like ids that do not exist.
 * Saves read and write the row in one transaction (`for update`), so concurrent partial saves
 * (sidebar and appearance, say) do not lose each other's fields, and each save invalidates the
 * widget's cached public config. Exactly one widget of a non-empty list is the default (active) one.
 */
import { randomBytes } from 'node:crypto';
import {
  apiMessages,
  type BodyOf,
  type Endpoint,
  endpoints as ep,
  type Multilanguage,
} from '@switchboard/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { accounts, widgets } from '../db/schema.js';
import type { Deps } from '../deps.js';
import { contractRoutes } from '../lib/contract-routes.js';
import { invalid, notFound } from '../lib/http-error.js';
import { idParam } from '../lib/params.js';
import type { AppParts } from '../route-modules.js';
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

export default function widgetRoutes(deps: Deps, { widgetConfigs: cache }: AppParts) {
  const routes = contractRoutes(deps);

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
    await cache.invalidate(saved.publicKey);
    return saved;
  }

  /**
   * Registers a partial save of widget `:widgetId`: `prepare` checks the body (a 422 comes before
   * the widget is looked up) and gives the change to apply to the current row; the answer is the
   * saved widget, or the part of it `answer` picks.
   */
  function partialSave<E extends Endpoint>(
    endpoint: E,
    prepare: (body: BodyOf<E>) => (current: WidgetRow) => WidgetChanges,
    answer: (row: WidgetRow) => object = toWidget,
  ) {
    routes.on(endpoint, async (c, body) => {
      const change = prepare(body);
      return c.json(answer(await save(c.get('session').accountId, idParam(c, 'widgetId'), change)));
    });
  }

  routes
    .on(ep.listWidgets, async (c) => c.json(await listWidgets(deps.db, c.get('session').accountId)))

    .on(ep.createWidget, async (c, body) => {
      const { accountId } = c.get('session');
      const parts = newWidgetParts(body);
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

    .on(ep.updateWidget, async (c, input) => {
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

    .on(ep.deleteWidget, async (c) => {
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
      await cache.invalidate(deleted.publicKey);
      return c.json(remaining);
    })

    .on(ep.activateWidget, async (c) => {
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
    });

  partialSave(
    ep.saveWidgetContacts,
    (body) => {
      const contacts = normalizeContacts(body.contacts);
      return () => ({ contacts });
    },
    (row) => row.contacts,
  );
  partialSave(
    ep.saveWidgetLanguages,
    ({ multilanguage }) =>
      (current) => ({
        multilanguage: mergeMultilanguage(current.multilanguage, {
          userLanguages: multilanguage.userLanguages,
          ...(multilanguage.lang ? { lang: multilanguage.lang } : {}),
          ...(multilanguage.userEditedLangs ? { userEditedLangs: multilanguage.userEditedLangs } : {}),
        }),
      }),
    (row) => row.multilanguage,
  );
  partialSave(
    ep.saveWidgetTranslations,
    ({ multilanguage: { userEditedLangs } }) =>
      (current) => {
        for (const code of Object.keys(userEditedLangs)) {
          if (!current.multilanguage.userLanguages.includes(code))
            throw invalid(`multilanguage.userEditedLangs.${code}`, 'Choose valid Language');
        }
        const next: Multilanguage = {
          ...current.multilanguage,
          userEditedLangs: { ...current.multilanguage.userEditedLangs, ...userEditedLangs },
        };
        return { multilanguage: next };
      },
    (row) => row.multilanguage,
  );
  partialSave(
    ep.setWidgetLanguage,
    ({ multilanguage: { lang } }) =>
      (current) => {
        if (!current.multilanguage.userLanguages.includes(lang))
          throw invalid('multilanguage.lang', 'Choose valid Language');
        return { multilanguage: { ...current.multilanguage, lang } };
      },
    (row) => row.multilanguage,
  );
  partialSave(ep.updateWidgetSidebar, ({ sidebar }) => (current) => ({
    sidebar: mergeSidebar(current.sidebar, sidebar),
  }));
  partialSave(ep.updateWidgetAppearance, ({ appearance }) => (current) => ({
    appearance: mergeAppearance(current.appearance, appearance),
  }));
  partialSave(ep.updateWidgetCountries, (body) => {
    const countries = checkCountries(body.countries, 'countries');
    return () => ({ countries });
  });
  partialSave(ep.updateWidgetBlacklist, (body) => {
    const ipBlacklist = normalizeBlacklist(body.ips, 'ips');
    return () => ({ ipBlacklist });
  });
  return routes.app;
}
