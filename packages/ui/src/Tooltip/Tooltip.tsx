import * as RadixTooltip from '@radix-ui/react-tooltip';
import type { ReactElement, ReactNode } from 'react';
import { cx } from '../internal/cx';
import { useDirection } from '../internal/useDirection';
import * as styles from './Tooltip.css';
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

/** A short description that shows on hover or keyboard focus of its trigger. */
export function Tooltip({
  content,
  children,
  side = 'top',
  open,
  defaultOpen,
  onOpenChange,
  delayDuration = 300,
  className,
}: TooltipProps) {
  const rtl = useDirection() === 'rtl';
  const physicalSide =
    side === 'start' ? (rtl ? 'right' : 'left') : side === 'end' ? (rtl ? 'left' : 'right') : side;
  return (
    <RadixTooltip.Provider delayDuration={delayDuration}>
      <RadixTooltip.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
        <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
        <RadixTooltip.Portal>
          <RadixTooltip.Content
            side={physicalSide}
            sideOffset={6}
            collisionPadding={8}
            className={cx(styles.content, className)}
          >
            {content}
            <RadixTooltip.Arrow className={styles.arrow} width={10} height={5} />
          </RadixTooltip.Content>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
}
