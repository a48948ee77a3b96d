/**
 * `npm run backup` and `npm run restore` on the embedded product: a data folder the real server
 * filled (demo seed, an upload), backed up once the server stopped, restored into a new folder,
 * compared table by table and file by file. Refusals: a running product, a folder that already
 * holds a database.
 */
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backup, restore } from '../src/backup/backup.js';
import { migrationNames } from '../src/db/migrate.js';
import { silentLogger } from '../src/lib/logger.js';
import { startServer } from '../src/server.js';

let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'switchboard-backup-'));
});
afterAll(() => rm(root, { recursive: true, force: true }));

/** Every table's rows, in a stable order, as JSON text: what a restore must give back. */
async function contentsOf(folder: string): Promise<Map<string, string>> {
  const client = await PGlite.create(folder);
  try {
    const { rows: tables } = await client.query<{ name: string }>(
      `select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
    );
    const contents = new Map<string, string>();
    for (const { name } of tables) {
      const { rows } = await client.query<{ rows: string }>(
        `select coalesce(json_agg(t order by t::text), '[]')::text as rows from "${name}" t`,
      );
      contents.set(name, rows[0]?.rows ?? '[]');
    }
    return contents;
  } finally {
    await client.close();
  }
}

// The embedded database's own backup: the PostgreSQL project of the suite has nothing to add here.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('backup and restore', () => {
  it('gives back every table and file in a new data folder, and refuses to overwrite', {
    timeout: 240_000,
  }, async () => {
    const dataDir = path.join(root, 'data');
    const server = await startServer({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir }, silentLogger);
    await server.ready;
    await mkdir(path.join(dataDir, 'uploads', 'logos'), { recursive: true });
    await writeFile(path.join(dataDir, 'uploads', 'logos', 'a.png'), 'not really a png');
    // While the product runs, its database is not copied half-written.
    await expect(backup(dataDir, path.join(root, 'early'))).rejects.toThrow(/is in use by process/);
    await server.close();

    const out = path.join(root, 'backup');
    const manifest = await backup(dataDir, out);
    expect(manifest.migrations).toEqual(await migrationNames());
    expect(manifest.files.uploads).toBeGreaterThanOrEqual(1);

    const restored = path.join(root, 'restored');
    await restore(out, restored, await migrationNames());
    const before = await contentsOf(path.join(dataDir, 'pglite'));
    const after = await contentsOf(path.join(restored, 'pglite'));
    expect([...after.keys()]).toEqual([...before.keys()]);
    expect(before.get('accounts')).not.toBe('[]');
    for (const [table, rows] of before) expect(after.get(table), table).toBe(rows);
    expect(await readFile(path.join(restored, 'uploads', 'logos', 'a.png'), 'utf8')).toBe('not really a png');

    // Nothing is overwritten: the folder now holds a database.
    await expect(restore(out, restored, await migrationNames())).rejects.toThrow(/already holds a database/);
    // A release that lacks the backup's migrations does not read it.
    await expect(restore(out, path.join(root, 'older'), ['0000_init.sql'])).rejects.toThrow(/newer release/);
  });
});
