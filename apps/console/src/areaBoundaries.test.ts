import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const featuresDir = path.resolve(__dirname, 'features');

/**
 * Folders every area may import from: they hold what areas share (form values, formatting,
 * messages, search filters, the page frame and its menus, the session and its second factor, the
 * call and message reports the PBX and the virtual numbers both show) and import nothing from an area.
 */
const sharedFolders = [
  'call-reports',
  'crud',
  'filters',
  'forms',
  'i18n',
  'resource',
  'session',
  'shell',
  'telephony',
  'theme',
  'two-factor',
];

/**
 * Areas: each keeps its files to itself. Another area reaches it only through its entry file
 * (`<area>/index.ts`), which exports what it shows elsewhere, so a change inside one area does not
 * ripple into the others.
 */
const areas = [
  'auth',
  'call-center',
  'carriers',
  'destinations',
  'flow-editor',
  'flows',
  'not-found',
  'pbx-blacklist',
  'pbx-contacts',
  'pbx-domains',
  'pbx-extensions',
  'pbx-home',
  'pbx-messaging',
  'pbx-numbers',
  'pbx-settings',
  'pbx-switch',
  'pbx-reports',
  'pbx-users',
  'profile',
  'queues',
  'ring-groups',
  'routing',
  'sound-files',
  'timeslots',
  'virtual-number',
  'vn-capacity',
  'vn-coverage',
  'vn-dashboard',
  'vn-dids',
  'vn-logs',
  'vn-trunks',
  'voicemail',
  'widget',
  'xadmin',
  'xadmin-tariffs',
  'xpbx',
];

const specifier = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)'([^']+)'/gm;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The imported path relative to `features/`, or undefined for a package or another top folder. */
function featurePath(file: string, imported: string): string | undefined {
  if (imported.startsWith('#features/')) return imported.slice('#features/'.length);
  if (!imported.startsWith('.')) return undefined;
  const relative = path.relative(featuresDir, path.resolve(path.dirname(file), imported));
  return relative.startsWith('..') ? undefined : relative.split(path.sep).join('/');
}

/** Whether `target` (relative to `features/`) is the entry file of its area. */
function isEntryFile(target: string): boolean {
  return /^[^/]+(\/index(\.tsx?)?)?$/.test(target);
}

/** The top folder of a path relative to `features/`. */
const folderOf = (relative: string) => relative.split('/')[0] ?? '';

/** Every import that crosses from one folder of `features/` into an area other than its own. */
function crossings(): string[] {
  return sourceFiles(featuresDir).flatMap((file) => {
    const from = path.relative(featuresDir, file).split(path.sep).join('/');
    const fromFolder = folderOf(from);
    return [...readFileSync(file, 'utf8').matchAll(specifier)].flatMap(([, imported = '']) => {
      const target = featurePath(file, imported);
      if (target === undefined) return [];
      const folder = folderOf(target);
      if (folder === fromFolder || sharedFolders.includes(folder)) return [];
      // A shared folder takes nothing from an area, not even its entry file.
      if (areas.includes(fromFolder) && isEntryFile(target)) return [];
      return [`${from} → ${imported}`];
    });
  });
}

describe('area boundaries in features/', () => {
  it('knows every folder as shared or as an area, so a new one is placed on purpose', () => {
    const folders = readdirSync(featuresDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    const unplaced = folders.filter((folder) => !sharedFolders.includes(folder) && !areas.includes(folder));
    expect(unplaced, 'add each to sharedFolders or areas in this test').toEqual([]);
  });

  it('has no import into another area except its entry file, and none from a shared folder into an area', () => {
    expect(
      crossings(),
      'move the helper to a shared folder, or export the screen from the area’s index.ts',
    ).toEqual([]);
  });
});
