import type { Rolldown } from 'vite';

/**
 * How the console's code is cut into files (decision 0015). Left to itself the bundler gives every
 * module shared by two screens its own file: the login page fetched 36 scripts, most under 1 KB
 * of code beside 1 KB of headers, and the entry carried a preload map naming all of them. These
 * groups put what loads together in one file each; screens keep their own chunks.
 */
const inKit = (id: string, dirs: string) =>
  new RegExp(`[\\\\/]packages[\\\\/]ui[\\\\/]src[\\\\/](${dirs})[\\\\/]`).test(id);
const inRadix = (id: string, names: string) =>
  new RegExp(`[\\\\/]@radix-ui[\\\\/](${names})[\\\\/]`).test(id);

/** Radix parts a tooltip stands on; the menus and dialogs stand on them too. */
const TOOLTIP_RADIX = 'react-tooltip|react-popper|react-arrow|react-dismissable-layer|react-portal';
/** Radix parts only menus and dialogs use, and the scroll lock and focus guards they bring. */
const POPUP_RADIX = 'react-dialog|react-dropdown-menu|react-menu|react-focus-scope|react-focus-guards';
const POPUP_LIBS =
  /[\\/]node_modules[\\/](react-remove-scroll|react-remove-scroll-bar|use-sidecar|use-callback-ref|react-style-singleton|get-nonce|aria-hidden|detect-node-es|tslib)[\\/]/;
/** The kit's small controls that most screens and the login page render, none of them heavy. */
const KIT_CONTROLS =
  'TextField|PasswordField|TextArea|Checkbox|CheckboxGroup|RadioGroup|Switch|Tabs|Badge|Card|PageHeader|Breadcrumbs|List|AuthLayout|ConfirmDialog|Modal|Field';
/** Controls' modules that bring a heavy library (react-aria) or a popup, which stay apart. */
const NOT_CONTROLS = /AriaFieldParts|ModalDialog/;

function isTooltip(id: string) {
  return inRadix(id, TOOLTIP_RADIX) || /[\\/]@floating-ui[\\/]/.test(id) || inKit(id, 'Tooltip');
}

function isPopup(id: string) {
  return (
    inRadix(id, POPUP_RADIX) ||
    POPUP_LIBS.test(id) ||
    /[\\/]packages[\\/]ui[\\/]src[\\/].*(Popup|ModalDialog)\.tsx$/.test(id)
  );
}

function isControl(id: string) {
  if (NOT_CONTROLS.test(id) || isTooltip(id) || isPopup(id)) return false;
  return (
    // Every other Radix part but the toast (loaded with the first toast).
    (/[\\/]@radix-ui[\\/]/.test(id) && !inRadix(id, 'react-toast')) ||
    inKit(id, KIT_CONTROLS) ||
    // The forms package's React hook, not its domain rules (phone numbers bring libphonenumber).
    /[\\/]packages[\\/]forms[\\/]src[\\/](react[\\/]|server-errors)/.test(id) ||
    /[\\/]apps[\\/]console[\\/]src[\\/](features[\\/](forms[\\/]|crud[\\/](OnceOpened|useCrudDialogs))|app[\\/]lazyNamed)/.test(
      id,
    ) ||
    // The suspense hooks every screen's data goes through (the rest of TanStack Query is in the shell).
    /[\\/]@tanstack[\\/](react-query|query-core)[\\/]/.test(id)
  );
}

/**
 * react-aria's interactions, focus handling, i18n and form validation, the components' shared
 * utilities, and the kit's field parts on them: what its dropdowns, date fields and tile groups all
 * need. Controls' own modules (a combobox's, a date field's) stay with their control.
 */
const ARIA_BASE = new RegExp(
  [
    'react-aria/dist/private/(interactions|focus|utils|i18n|ssr|form|visually-hidden|live-announcer|label)/',
    'react-stately/dist/private/(utils|form)/',
    '@internationalized/string/',
    '@internationalized/number/dist/private/NumberFormatter',
    'react-aria-components/dist/private/(utils|SharedElementTransition|Group|Input|FieldError|Text|Label|Button)\\.',
    'packages/ui/src/Field/AriaFieldParts',
  ]
    .join('|')
    .replaceAll('/', '[\\\\/]'),
);
const isAriaBase = (id: string) => ARIA_BASE.test(id);

export const chunkGroups: Rolldown.CodeSplittingGroup[] = [
  // What every page loads first (`$initial`: reached from the entry by static imports) goes out in
  // two files, the libraries and our code.
  // The registry of react-aria's string tables goes with the libraries: a table in the libraries'
  // file registers as it loads, before the app's file (which imports that file) has run.
  {
    name: 'vendor',
    test: /[\\/](node_modules[\\/]|apps[\\/]console[\\/]src[\\/]features[\\/]i18n[\\/]ariaStrings\.ts$)/,
    tags: ['$initial'],
    priority: 10,
  },
  { name: 'app', tags: ['$initial'], priority: 9 },
  // A group takes its modules' dependencies too, unless a group before it took them: the shared
  // controls come first, so the tooltip, the popups and the auth pages stand on them.
  { name: 'controls', test: isControl, priority: 8 },
  { name: 'tooltip', test: isTooltip, priority: 7 },
  { name: 'popups', test: isPopup, priority: 6 },
  // react-aria's base that every one of its controls stands on, in one file rather than five.
  { name: 'aria', test: isAriaBase, priority: 4 },
  // The signed-out pages (login, registration, password reset, email check) in one file.
  {
    name: 'auth',
    // Their messages stay apart: the profile's two-factor form words its failures with them.
    test: (id) =>
      /[\\/]apps[\\/]console[\\/]src[\\/](features[\\/]auth[\\/]|routes[\\/]_auth[\\/.])/.test(id) &&
      !id.endsWith('auth.messages.ts'),
    priority: 5,
    // Only the pages' own modules: a contract body the profile shares (the password rules) stays
    // out, or every profile page would load the signed-out pages with it.
    includeDependenciesRecursively: false,
  },
];
