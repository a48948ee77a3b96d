/**
 * Applies ../../drizzle/*.sql in name order, each file once, recorded in `schema_migrations`.
 * Deliberately tiny instead of drizzle's per-driver migrators: the same code runs on PGlite and
 * PostgreSQL, works in whichever schema search_path selects (tests use one schema per run), and an
 * advisory lock lets several instances start at once without racing.
 */
import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Database } from './database.js';

export const MIGRATIONS_DIR = fileURLToPath(new URL('../../drizzle/', import.meta.url));

/** drizzle-kit separates statements with this marker; PGlite and pg each take one at a time here. */
const BREAKPOINT = '--> statement-breakpoint';

/** The migrations this release has, in the order they apply. */
export async function migrationNames(dir: string = MIGRATIONS_DIR): Promise<string[]> {
  return (await readdir(dir)).filter((name) => name.endsWith('.sql')).sort();
}

export async function migrate(db: Database, dir: string = MIGRATIONS_DIR): Promise<string[]> {
  const files = await migrationNames(dir);
  const applied: string[] = [];
  await db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext('switchboard-migrations:' || current_schema()))`,
    );
    await tx.execute(sql`create table if not exists schema_migrations (
      name text primary key,
      applied_at timestamptz not null default now()
    )`);
    const done = await tx.execute<{ name: string }>(sql`select name from schema_migrations`);
    const doneNames = new Set(rowsOf<{ name: string }>(done).map((row) => row.name));
    for (const file of files) {
      if (doneNames.has(file)) continue;
      const text = await readFile(`${dir}/${file}`, 'utf8');
      for (const statement of text.split(BREAKPOINT)) {
        if (statement.trim()) await tx.execute(sql.raw(statement));
      }
      await tx.execute(sql`insert into schema_migrations (name) values (${file})`);
      applied.push(file);
    }
  });
  return applied;
}

/** node-postgres and PGlite both answer `execute` with `{ rows }`. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
