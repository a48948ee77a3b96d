import { locales } from '@switchboard/i18n';
import MagicString from 'magic-string';
import type { Plugin } from 'vite';

/** @internationalized/date's factory of calendars by name, which imports every calendar system. */
const factory = /[\\/]@internationalized[\\/]date[\\/]dist[\\/].*createCalendar\.mjs$/;

/** The calendar systems the languages use by default ('gregory' for all seven of the console's). */
export function calendarsOf(languages: readonly string[]): Set<string> {
  return new Set(languages.map((tag) => new Intl.DateTimeFormat(tag).resolvedOptions().calendar));
}

/**
 * Keeps react-aria's calendar systems to those of the console's languages. Its date fields build
 * the calendar of the locale they are given, and the console gives them one of its own languages,
 * whose default calendars are known at build time; the Islamic, Hebrew, Ethiopic, Japanese and
 * other systems (3 KB gzip on every screen with a date field) would never be built. A name not kept
 * falls to the factory's default branch, the Gregorian calendar.
 */
export function ariaCalendars(keep: ReadonlySet<string> = calendarsOf(locales)): Plugin {
  return {
    name: 'switchboard:aria-calendars',
    enforce: 'pre',
    transform: {
      filter: { id: factory },
      handler(code, id) {
        const kept = dropCalendars(code, keep);
        if (kept === code) return null;
        const edited = new MagicString(code);
        edited.overwrite(0, code.length, kept);
        return { code: kept, map: edited.generateMap({ source: id, hires: false }) };
      },
    },
  };
}

/** The factory without the cases of calendars not kept, nor the imports only they used. */
export function dropCalendars(code: string, keep: ReadonlySet<string>): string {
  const cases = code.replace(
    /^\s*case '([\w-]+)':\n\s*return new \(0, [\w$]+\)\(\);\n/gm,
    (branch, name: string) => (keep.has(name) ? branch : ''),
  );
  if (cases === code) return code;
  return cases.replace(/^import \{([^}]*)\} from "[^"]+";\n/gm, (line, names: string) => {
    const locals = names.split(',').map(
      (name) =>
        name
          .trim()
          .split(/\s+as\s+/)
          .pop() ?? '',
    );
    const used = locals.some((local) => cases.split(local).length > 2);
    return used ? line : '';
  });
}
