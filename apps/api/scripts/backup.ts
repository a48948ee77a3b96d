/**
 * `npm run backup -- <folder>` and `npm run restore -- <folder>` (from the repository root): the
 * embedded product's database and files (src/backup/backup.ts), under DATA_DIR as `npm start` uses
 * it. With DATABASE_URL set the database is PostgreSQL's to back up (README).
 */
import path from 'node:path';
import { backup, restore } from '../src/backup/backup.js';
import { migrationNames } from '../src/db/migrate.js';

const [command, folder] = process.argv.slice(2);
if ((command !== 'backup' && command !== 'restore') || !folder) {
  console.error('usage: npm run backup -- <new folder>   |   npm run restore -- <backup folder>');
  process.exit(2);
}
if (process.env.DATABASE_URL) {
  console.error(
    'DATABASE_URL is set: back up PostgreSQL with pg_dump -Fc and restore with pg_restore, and copy the uploads, attachments and sound-files folders of DATA_DIR (README, "Backups").',
  );
  process.exit(2);
}
const dataDir = path.resolve(process.env.DATA_DIR || './.data');
const target = path.resolve(folder);
try {
  if (command === 'backup') {
    const manifest = await backup(dataDir, target);
    console.log(
      `Backed up ${dataDir} into ${target}: the database at migration ${manifest.migrations.at(-1)}, ${Object.values(manifest.files).reduce((a, b) => a + b, 0)} files.`,
    );
  } else {
    const manifest = await restore(target, dataDir, await migrationNames());
    console.log(
      `Restored the backup of ${manifest.created_at} into ${dataDir}; start the product with npm start.`,
    );
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
