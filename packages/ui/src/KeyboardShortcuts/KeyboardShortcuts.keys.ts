// Parsing, matching and display of shortcut strings such as 'mod+k', 'shift+?' and 'g u'.

/** One key press of a shortcut: a key and the modifiers held with it. */
export interface KeyStep {
  key: string;
  ctrl: boolean;
  meta: boolean;
  alt: boolean;
  shift: boolean;
}

const aliases: Record<string, string> = {
  esc: 'escape',
  space: ' ',
  up: 'arrowup',
  down: 'arrowdown',
  left: 'arrowleft',
  right: 'arrowright',
  del: 'delete',
  return: 'enter',
};

const modifierKeys = new Set(['shift', 'control', 'alt', 'meta', 'os', 'altgraph', 'capslock']);

/** Whether `mod` means Command (Apple platforms) rather than Control. */
export function isApplePlatform(): boolean {
  if (typeof navigator === 'undefined') return false;
  return /Mac|iPhone|iPad|iPod/.test(navigator.platform || navigator.userAgent);
}

/** 'mod+shift+k g' → two steps; `mod` becomes meta on Apple platforms, ctrl elsewhere. */
export function parseShortcut(keys: string, apple = isApplePlatform()): KeyStep[] {
  return keys
    .trim()
    .split(/\s+/)
    .map((chord) => {
      // A trailing '+' is the plus key itself: 'shift++'.
      const parts = chord.endsWith('++') ? [...chord.slice(0, -2).split('+'), '+'] : chord.split('+');
      const step: KeyStep = { key: '', ctrl: false, meta: false, alt: false, shift: false };
      for (const raw of parts) {
        const part = raw.toLowerCase();
        if (part === 'mod') step[apple ? 'meta' : 'ctrl'] = true;
        else if (part === 'ctrl' || part === 'control') step.ctrl = true;
        else if (part === 'meta' || part === 'cmd') step.meta = true;
        else if (part === 'alt' || part === 'option') step.alt = true;
        else if (part === 'shift') step.shift = true;
        else step.key = aliases[part] ?? part;
      }
      return step;
    });
}

/** A printable character that needs Shift on some layouts ('?', '!'): Shift is then not checked. */
function isShiftedSymbol(key: string) {
  return key.length === 1 && key.toLowerCase() === key.toUpperCase() && key !== ' ';
}

/** The step a key event stands for, or null for a lone modifier press. */
export function stepFromEvent(event: KeyboardEvent): KeyStep | null {
  const key = event.key.toLowerCase();
  if (modifierKeys.has(key)) return null;
  return { key, ctrl: event.ctrlKey, meta: event.metaKey, alt: event.altKey, shift: event.shiftKey };
}

export function stepMatches(wanted: KeyStep, pressed: KeyStep): boolean {
  if (wanted.key !== pressed.key) return false;
  if (wanted.ctrl !== pressed.ctrl || wanted.meta !== pressed.meta || wanted.alt !== pressed.alt)
    return false;
  return isShiftedSymbol(wanted.key) || wanted.shift === pressed.shift;
}

const keyNames: Record<string, string> = {
  escape: 'Esc',
  ' ': 'Space',
  arrowup: '↑',
  arrowdown: '↓',
  arrowleft: '←',
  arrowright: '→',
  enter: 'Enter',
  delete: 'Delete',
  backspace: 'Backspace',
  tab: 'Tab',
};

/** The keys to show for each step, e.g. 'mod+k' → [['Ctrl', 'K']], 'g u' → [['G'], ['U']]. */
export function shortcutLabels(keys: string, apple = isApplePlatform()): string[][] {
  return parseShortcut(keys, apple).map((step) => {
    const labels: string[] = [];
    if (step.ctrl) labels.push(apple ? '⌃' : 'Ctrl');
    if (step.alt) labels.push(apple ? '⌥' : 'Alt');
    if (step.shift && !isShiftedSymbol(step.key)) labels.push(apple ? '⇧' : 'Shift');
    if (step.meta) labels.push(apple ? '⌘' : 'Meta');
    labels.push(keyNames[step.key] ?? (step.key.length === 1 ? step.key.toUpperCase() : step.key));
    return labels;
  });
}
