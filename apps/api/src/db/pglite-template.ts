/**
 * Test support: a migrated, empty PGlite cluster, dumped once to the temp folder and loaded by every
 * later test database. Creating a cluster (initdb) costs seconds per test file; loading a dump costs
 * about a fifth of that. The file name carries a hash of the migrations and the PGlite version, so
 * a changed migration or upgrade makes a new one; it is written atomically (temp file + rename) so
 * parallel test workers never read half a dump.
 */
import { createHash, randomBytes } from 'node:crypto';
import { readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type DatabaseHandle, openDatabase } from './database.js';
import { MIGRATIONS_DIR, migrate } from './migrate.js';

async function templateName(): Promise<string> {
  const hash = createHash('sha256');
  // The package does not export its package.json: read it next to the resolved entry (dist/…).
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  hash.update(await readFile(path.join(path.dirname(entry), '..', 'package.json')));
  for (const file of (await readdir(MIGRATIONS_DIR)).filter((name) => name.endsWith('.sql')).sort()) {
    hash.update(file).update(await readFile(path.join(MIGRATIONS_DIR, file)));
  }
  return path.join(tmpdir(), `switchboard-pglite-${hash.digest('hex').slice(0, 16)}.tar`);
}

/** An in-memory PGlite database with every migration applied. */
export async function openMigratedPglite(): Promise<DatabaseHandle> {
  const file = await templateName();
  const dump = await readFile(file).catch(() => null);
  if (dump) {
    const handle = await openDatabase({ template: new Blob([dump]) });
    await migrate(handle.db);
    return handle;
  }
  const handle = await openDatabase();
  await migrate(handle.db);
  const blob = await handle.pglite?.dumpDataDir('none');
  if (!blob) return handle;
  const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await writeFile(partial, Buffer.from(await blob.arrayBuffer()));
  await rename(partial, file);
  return handle;
}
