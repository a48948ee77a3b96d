import { type ReactElement, type ReactNode, useEffect, useRef, useState } from 'react';
import { popupLoader } from '../internal/deferredPopup';
import * as boxStyles from '../internal/deferredPopup.css';
import type { TooltipSide } from './Tooltip.variants';

export interface TooltipProps {
  /** The tip's text. */
  content: ReactNode;
  /** One focusable element (a button, a link, or an element with `tabIndex={0}`) the tip describes. */
  children: ReactElement;
  /** Side of the trigger the tip appears on; `start` and `end` mirror in right-to-left layouts. @default 'top' */
  side?: TooltipSide;
  /** Whether the tip shows (controlled). */
  open?: boolean;
  /** Whether the tip shows at first (uncontrolled). @default false */
  defaultOpen?: boolean;
  /** Called when the tip opens (hover, focus) or closes (leave, blur, Escape). */
  onOpenChange?: (open: boolean) => void;
  /** Milliseconds the pointer rests on the trigger before the tip opens; focus opens it at once. @default 300 */
  delayDuration?: number;
  /** Class for the tip's bubble. */
  className?: string;
}

const tooltipCode = popupLoader(() => import('./TooltipPopup'));

const focusable = 'button, a[href], input, select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * A short description that shows on hover or keyboard focus of its trigger.
 *
 * Its Radix code loads when the trigger is first pointed at or focused; the trigger then takes the
 * loaded tooltip's place, keeping focus, and a pointer resting on it opens the tooltip as usual.
 */
export function Tooltip(props: TooltipProps) {
  const [ready, setReady] = useState(tooltipCode.loaded() !== undefined);
  const box = useRef<HTMLSpanElement>(null);
  const after = useRef({ focus: false, hover: false });

  const start = () => {
    if (ready) return;
    tooltipCode.load().then(
      () => {
        const active = document.activeElement;
        after.current.focus = active !== null && (box.current?.contains(active) ?? false);
        after.current.hover = box.current?.matches(':hover') ?? false;
        setReady(true);
      },
      () => {},
    );
  };
  const opensAtOnce = Boolean(props.open || props.defaultOpen);
  // biome-ignore lint/correctness/useExhaustiveDependencies: start reads only refs and `ready`
  useEffect(() => {
    if (opensAtOnce) start();
  }, [opensAtOnce]);

  useEffect(() => {
    const trigger = box.current?.firstElementChild;
    if (!ready || !(trigger instanceof HTMLElement)) return;
    const target = trigger.matches(focusable) ? trigger : trigger.querySelector<HTMLElement>(focusable);
    if (after.current.focus) target?.focus();
    else if (after.current.hover) {
      // Radix opens a tooltip on the pointer moving over its trigger, which this one now is.
      const Pointer = typeof PointerEvent === 'function' ? PointerEvent : MouseEvent;
      trigger.dispatchEvent(new Pointer('pointermove', { bubbles: true }));
    }
  }, [ready]);

  const Loaded = ready ? tooltipCode.loaded() : undefined;
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: only notices intent bubbling from the trigger inside
    <span ref={box} className={boxStyles.box} onPointerEnter={start} onFocus={start}>
      {Loaded ? <Loaded {...props} /> : props.children}
    </span>
  );
}
