import { loaders } from 'virtual:switchboard/aria-strings';

// Only the build's own module above: the first load's libraries file holds this one (chunk-groups.ts).

type Strings = Record<string, unknown>;
type Add = (tag: string, strings: Strings) => void;

/** Each family's tables (one per copy of react-aria's module, usually one). */
const tables = new Map<string, Add[]>();
/** The strings loaded so far, by family: [react-aria's tag ('ar-AE'), strings]. */
const loaded = new Map<string, [string, Strings][]>();
const languages = new Map<string, Promise<void>>();

/**
 * Called by each react-aria string table as its module loads (the console's build keeps English in
 * the table and registers it here, `aria-locales.ts`): the table gets the languages loaded so far
 * at once, and any loaded later.
 */
export function ariaStringTable(family: string, add: Add): void {
  tables.set(family, [...(tables.get(family) ?? []), add]);
  for (const [tag, strings] of loaded.get(family) ?? []) add(tag, strings);
}

/**
 * Loads react-aria's strings in a language for all its controls, those on screen and those to come.
 * Awaited before the interface switches to the language, beside its catalog; English, and a
 * language react-aria lacks, need nothing.
 */
export function loadAriaStrings(language: string): Promise<void> {
  const load = loaders[language];
  if (!load) return Promise.resolve();
  const known = languages.get(language);
  if (known) return known;
  const pending = load().then(({ default: entries }) => {
    for (const [family, tag, strings] of entries) {
      loaded.set(family, [...(loaded.get(family) ?? []), [tag, strings]]);
      for (const add of tables.get(family) ?? []) add(tag, strings);
    }
  });
  // A failed load may be tried again at the next switch.
  pending.catch(() => languages.delete(language));
  languages.set(language, pending);
  return pending;
}
