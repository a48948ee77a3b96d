/**
 * One process at a time in an embedded database folder: PGlite has no server to arbitrate, and two
 * processes writing one folder (a second `npm start`, a backup of a running product) would corrupt
 * it. The lock is a file beside the folder holding the owner's pid; one left by a process that has
 * died is taken over.
 */
import { readFile, rm, writeFile } from 'node:fs/promises';

export class FolderInUse extends Error {
  constructor(
    readonly folder: string,
    readonly pid: number,
  ) {
    super(`The database folder ${folder} is in use by process ${pid}: stop it first.`);
  }
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** The pid holding `folder`, or null when it is free (a stale lock counts as free). */
export async function holderOf(folder: string): Promise<number | null> {
  const pid = Number.parseInt(await readFile(`${folder}.lock`, 'utf8').catch(() => ''), 10);
  return Number.isInteger(pid) && pid > 0 && alive(pid) ? pid : null;
}

/** Takes the folder for this process; the answer gives it back. */
export async function lockFolder(folder: string): Promise<() => Promise<void>> {
  const holder = await holderOf(folder);
  if (holder !== null) throw new FolderInUse(folder, holder);
  await writeFile(`${folder}.lock`, String(process.pid));
  return () => rm(`${folder}.lock`, { force: true });
}
