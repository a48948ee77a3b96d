/**
 * Backup and restore of the embedded product: the PGlite database as a data-folder dump, and the
 * files the API keeps beside it (uploads, visitors' attachments, sound files), in one folder with a
 * manifest. A backup reads a stopped product (the folder lock refuses a running one: its database
 * would be copied half-written); a restore writes only into a data folder that holds no database,
 * so it never overwrites one. PostgreSQL is backed up with its own tools (README); the files the
 * same way as here.
 */
import { cp, mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { FolderInUse, holderOf, lockFolder } from '../db/folder-lock.js';

/** The folders of DATA_DIR the API writes files into (config.ts), copied as they are. */
export const FILE_FOLDERS = ['uploads', 'attachments', 'sound-files'] as const;
const DATABASE_FOLDER = 'pglite';
const DUMP = 'database.tar.gz';
const MANIFEST = 'manifest.json';

export interface BackupManifest {
  format: 1;
  created_at: string;
  /** The migrations the database had, so a restore into an older release is refused. */
  migrations: string[];
  files: Record<(typeof FILE_FOLDERS)[number], number>;
}

async function isEmptyOrMissing(folder: string): Promise<boolean> {
  const entries = await readdir(folder).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  return entries.length === 0;
}

async function countFiles(folder: string): Promise<number> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).length;
}

/** Writes a backup of `dataDir` into `out` (a new or empty folder). */
export async function backup(dataDir: string, out: string): Promise<BackupManifest> {
  if (!(await isEmptyOrMissing(out))) throw new Error(`${out} is not empty: back up into a new folder.`);
  const database = path.join(dataDir, DATABASE_FOLDER);
  if (!(await stat(database).catch(() => null))) throw new Error(`${dataDir} holds no database.`);
  const unlock = await lockFolder(database);
  try {
    const client = await PGlite.create(database);
    let migrations: string[];
    let dump: Blob;
    try {
      migrations = (
        await client.query<{ name: string }>('select name from schema_migrations order by name')
      ).rows.map((row) => row.name);
      dump = (await client.dumpDataDir('gzip')) as Blob;
    } finally {
      await client.close();
    }
    await mkdir(out, { recursive: true });
    await writeFile(path.join(out, DUMP), Buffer.from(await dump.arrayBuffer()));
    const files = {} as BackupManifest['files'];
    for (const folder of FILE_FOLDERS) {
      const from = path.join(dataDir, folder);
      files[folder] = await countFiles(from);
      if (files[folder] > 0) await cp(from, path.join(out, 'files', folder), { recursive: true });
    }
    const manifest: BackupManifest = { format: 1, created_at: new Date().toISOString(), migrations, files };
    await writeFile(path.join(out, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    return manifest;
  } finally {
    await unlock();
  }
}

/** Restores the backup in `from` into `dataDir`, which must hold no database yet. */
export async function restore(
  from: string,
  dataDir: string,
  knownMigrations: readonly string[],
): Promise<BackupManifest> {
  const manifest = JSON.parse(await readFile(path.join(from, MANIFEST), 'utf8')) as BackupManifest;
  if (manifest.format !== 1) throw new Error(`${from} is not a backup this release reads.`);
  const unknown = manifest.migrations.filter((name) => !knownMigrations.includes(name));
  if (unknown.length > 0) {
    throw new Error(
      `The backup comes from a newer release (migrations ${unknown.join(', ')}): restore it with that release.`,
    );
  }
  const database = path.join(dataDir, DATABASE_FOLDER);
  const holder = await holderOf(database);
  if (holder !== null) throw new FolderInUse(database, holder);
  if (!(await isEmptyOrMissing(database))) {
    throw new Error(
      `${database} already holds a database: restore into a new DATA_DIR, nothing is overwritten.`,
    );
  }
  for (const folder of FILE_FOLDERS) {
    if (!(await isEmptyOrMissing(path.join(dataDir, folder)))) {
      throw new Error(`${path.join(dataDir, folder)} is not empty: restore into a new DATA_DIR.`);
    }
  }
  await mkdir(database, { recursive: true });
  const unlock = await lockFolder(database);
  try {
    const dump = new Blob([await readFile(path.join(from, DUMP))]);
    const client = await PGlite.create(database, { loadDataDir: dump });
    await client.close();
    for (const folder of FILE_FOLDERS) {
      if (manifest.files[folder] > 0) {
        await cp(path.join(from, 'files', folder), path.join(dataDir, folder), { recursive: true });
      }
    }
    return manifest;
  } finally {
    await unlock();
  }
}
