import {
  type ComponentType,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactElement,
  useEffect,
  useRef,
  useState,
} from 'react';
import * as styles from './deferredPopup.css';

/** The props every deferred popup understands: it may start open, or be opened by its caller. */
interface PopupProps {
  defaultOpen?: boolean | undefined;
  open?: boolean | undefined;
}

/** What the user did to the stand-in trigger, replayed on the real one once it is there. */
type Press = { kind: 'pointer' } | { kind: 'key'; key: string } | { kind: 'click' };

/** Props the stand-in trigger spreads onto its button. */
export interface StandInProps {
  'aria-haspopup': 'menu' | 'dialog';
  'aria-expanded': false;
  onPointerEnter: () => void;
  onFocus: () => void;
  onPointerDown: (event: PointerEvent<HTMLButtonElement>) => void;
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
  onClick: (event: MouseEvent<HTMLButtonElement>) => void;
}

const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown']);

function replay(trigger: HTMLElement, press: Press) {
  const init = { bubbles: true, cancelable: true };
  trigger.focus();
  if (press.kind === 'key') trigger.dispatchEvent(new KeyboardEvent('keydown', { ...init, key: press.key }));
  if (press.kind === 'pointer') {
    // jsdom has no PointerEvent; React reads a MouseEvent named pointerdown the same way.
    const Pointer = typeof PointerEvent === 'function' ? PointerEvent : MouseEvent;
    trigger.dispatchEvent(new Pointer('pointerdown', { ...init, button: 0 }));
  }
  // Menus open on pointerdown or a key, dialogs on click: a click after either opens the one
  // and is ignored by the other, as a real press would be.
  if (press.kind !== 'key' || press.key !== 'ArrowDown') trigger.click();
}

/** A popup's code, loaded once for every place that shows it. */
export interface PopupLoader<P> {
  /** The popup, once loaded. */
  readonly loaded: () => ComponentType<P> | undefined;
  /** Starts loading (once); a failed load (offline) is forgotten, so the next call tries again. */
  readonly load: () => Promise<void>;
}

const everyLoader = new Set<{ load: () => Promise<void> }>();

/**
 * Loads the code of every deferred popup now: for a page that will surely open one, or where code
 * must be there before a first render (stories, screenshots).
 */
export function preloadPopups(): Promise<void> {
  return Promise.all([...everyLoader].map((loader) => loader.load())).then(() => undefined);
}

/** Wraps a popup module's dynamic import: `popupLoader(() => import('./UserMenuPopup'))`. */
export function popupLoader<P>(importPopup: () => Promise<{ default: ComponentType<P> }>): PopupLoader<P> {
  let Loaded: ComponentType<P> | undefined;
  let pending: Promise<void> | undefined;
  const loader: PopupLoader<P> = {
    loaded: () => Loaded,
    load: () => {
      pending ??= importPopup().then(
        (module) => {
          Loaded = module.default;
        },
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
  };
  everyLoader.add(loader);
  return loader;
}

export interface DeferredPopupProps<P extends PopupProps> {
  /** The popup's code (a module-level `popupLoader`). */
  loader: PopupLoader<P>;
  /** The props the popup gets. */
  props: P;
  /** What the trigger opens, for `aria-haspopup`. */
  popup: StandInProps['aria-haspopup'];
  /** The trigger button as the popup renders it, with the stand-in's handlers spread on it. */
  standIn: (handlers: StandInProps) => ReactElement | null;
  /**
   * Loads the code right after the first paint rather than on intent, so the real trigger is in
   * place before anyone reaches for it (a control always on screen, like the header's menus).
   * @default false
   */
  afterPaint?: boolean;
}

/**
 * A header control whose popup (a menu, a side panel) is built on a library the first page should
 * not pay for. Until the popup's code has loaded, `standIn` renders the same button; pointing at it
 * or focusing it loads the code, which then takes its place (keeping focus); a press before that
 * is replayed on the real trigger once it is there, so the popup opens as it would have.
 */
export function DeferredPopup<P extends PopupProps>({
  loader,
  props,
  popup,
  standIn,
  afterPaint = false,
}: DeferredPopupProps<P>) {
  const [ready, setReady] = useState(loader.loaded() !== undefined);
  const press = useRef<Press | null>(null);
  const refocus = useRef(false);
  const box = useRef<HTMLSpanElement>(null);

  const start = () => {
    if (ready) return;
    loader.load().then(
      () => {
        refocus.current = box.current?.contains(document.activeElement) ?? false;
        setReady(true);
      },
      () => {
        press.current = null;
      },
    );
  };

  const opensAtOnce = Boolean(props.defaultOpen || props.open || afterPaint);
  // biome-ignore lint/correctness/useExhaustiveDependencies: start reads only refs and `ready`
  useEffect(() => {
    if (opensAtOnce) start();
  }, [opensAtOnce]);

  useEffect(() => {
    if (!ready) return;
    // The element Radix made the trigger (menus and dialogs alike mark it with aria-haspopup).
    const trigger = box.current?.querySelector<HTMLElement>('[aria-haspopup]');
    const pressed = press.current;
    press.current = null;
    if (trigger && pressed) replay(trigger, pressed);
    else if (trigger && refocus.current) trigger.focus();
  }, [ready]);

  const Loaded = ready ? loader.loaded() : undefined;
  const pressWith = (next: Press) => {
    press.current ??= next;
    start();
  };
  return (
    <span ref={box} className={styles.box}>
      {Loaded ? (
        <Loaded {...props} />
      ) : (
        standIn({
          'aria-haspopup': popup,
          'aria-expanded': false,
          onPointerEnter: start,
          onFocus: start,
          onPointerDown: (event) => {
            if (event.button === 0 && !event.ctrlKey) pressWith({ kind: 'pointer' });
          },
          onKeyDown: (event) => {
            if (!OPENING_KEYS.has(event.key)) return;
            event.preventDefault(); // no click from Enter or Space: the key itself is replayed
            pressWith({ kind: 'key', key: event.key });
          },
          onClick: () => pressWith({ kind: 'click' }),
        })
      )}
    </span>
  );
}
