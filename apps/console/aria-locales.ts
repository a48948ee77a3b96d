import { locales } from '@switchboard/i18n';
import MagicString from 'magic-string';
import type { Plugin } from 'vite';

/** react-aria's string tables: one module per control family, importing every language's strings. */
const stringTable =
  /[\\/]node_modules[\\/](react-aria|react-aria-components|react-stately)[\\/]dist[\\/].*intlStrings\.mjs$/;
const languageImport = /^import (\$[\w$]+) from "[^"]*[\\/]([a-z]{2})-[A-Z]{2}\.mjs";\n/gm;

/**
 * Keeps react-aria's strings in the console's languages only. Its controls (a date field's "day",
 * a combobox's "no results") carry their few strings in 34 languages, all bundled with the control;
 * the console speaks seven. A language react-aria lacks (Bengali) falls back to its English, as it
 * did with every table bundled.
 */
export function ariaLocales(keep: readonly string[] = locales): Plugin {
  const kept = new Set(keep);
  return {
    name: 'switchboard:aria-locales',
    enforce: 'pre',
    transform: {
      filter: { id: stringTable },
      handler(code, id) {
        const kept_ = dropLanguages(code, kept);
        if (kept_ === code) return null;
        // Lines only go away: a map of the removals keeps the rest of the file's positions.
        const edited = new MagicString(code);
        edited.overwrite(0, code.length, kept_);
        return { code: kept_, map: edited.generateMap({ source: id, hires: false }) };
      },
    },
  };
}

/** The string table without the imports and entries of languages not kept. */
export function dropLanguages(code: string, kept: ReadonlySet<string>): string {
  const dropped: string[] = [];
  const imports = code.replace(languageImport, (line, name: string, language: string) => {
    if (kept.has(language)) return line;
    dropped.push(name);
    return '';
  });
  if (dropped.length === 0) return code;
  const names = new Set(dropped);
  return imports.replace(/^\s*"[a-z]{2}-[A-Z]{2}": (\$[\w$]+),?\n/gm, (entry, name: string) =>
    names.has(name) ? '' : entry,
  );
}
