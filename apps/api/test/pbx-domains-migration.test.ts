/**
 * The pbx_domains migration on data made before it: every account gets its default domain, users and
 * extensions join it — or the domain their old free-text `domain` named — and the text goes.
 */
import { copyFile, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../src/db/database.js';
import { MIGRATIONS_DIR, migrate, rowsOf } from '../src/db/migrate.js';

// By name, not number: the number changes when migrations are merged.
const DOMAINS_MIGRATION = /^\d+_pbx_domains\.sql$/;
let handle: DatabaseHandle | undefined;
let dir: string | undefined;
afterAll(async () => {
  await handle?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('migration pbx_domains', () => {
  it('backfills a default domain per account and moves users and extensions into domains', async () => {
    const files = (await readdir(MIGRATIONS_DIR)).filter((name) => name.endsWith('.sql')).sort();
    const cut = files.findIndex((name) => DOMAINS_MIGRATION.test(name));
    expect(cut).toBeGreaterThan(0);
    dir = await mkdtemp(path.join(tmpdir(), 'domains-migration-'));
    for (const name of files.slice(0, cut))
      await copyFile(path.join(MIGRATIONS_DIR, name), path.join(dir, name));
    handle = await openDatabase();
    const { db } = handle;
    await migrate(db, dir);

    const account = async () =>
      rowsOf<{ id: number }>(await db.execute(sql`insert into accounts default values returning id`))[0]?.id;
    const a = await account();
    const b = await account();
    await db.execute(sql`insert into extensions (account_id, extension, password_hash, domain)
      values (${a}, '100', 'x', ' Office.Example.COM '), (${a}, '101', 'x', null), (${b}, '100', 'x', 'bad host!')`);
    await db.execute(sql`insert into pbx_users (account_id, username, password_hash, domain)
      values (${a}, 'anna', 'x', 'office.example.com'), (${b}, 'ben', 'x', null)`);

    await copyFile(path.join(MIGRATIONS_DIR, files[cut] as string), path.join(dir, files[cut] as string));
    expect(await migrate(db, dir)).toEqual([files[cut]]);

    const domains = rowsOf<{ id: number; account_id: number; domain: string; is_default: boolean }>(
      await db.execute(sql`select id, account_id, domain, is_default from pbx_domains order by id`),
    );
    expect(domains.map(({ account_id, domain, is_default }) => [account_id, domain, is_default])).toEqual([
      [a, `account-${a}.pbx.local`, true],
      [b, `account-${b}.pbx.local`, true],
      [a, 'office.example.com', false],
    ]);
    const idOf = (host: string) => domains.find((d) => d.domain === host)?.id;
    const members = rowsOf<{ who: string; domain_id: number }>(
      await db.execute(sql`select extension as who, domain_id from extensions
        union all select username, domain_id from pbx_users order by 1, 2`),
    );
    expect(members).toEqual(
      expect.arrayContaining([
        { who: '100', domain_id: idOf('office.example.com') },
        { who: '101', domain_id: idOf(`account-${a}.pbx.local`) },
        { who: '100', domain_id: idOf(`account-${b}.pbx.local`) },
        { who: 'anna', domain_id: idOf('office.example.com') },
        { who: 'ben', domain_id: idOf(`account-${b}.pbx.local`) },
      ]),
    );
  });
});
