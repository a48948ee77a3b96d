import * as RadixTooltip from '@radix-ui/react-tooltip';
import { useLayoutEffect, useRef, useState } from 'react';
import { cx } from '../internal/cx';
import type { TooltipProps } from './Tooltip';
import * as styles from './Tooltip.css';

/** The tooltip's Radix part, loaded when its trigger is first pointed at or focused. */
export default function TooltipPopup({
  content,
  children,
  side = 'top',
  open,
  defaultOpen,
  onOpenChange,
  delayDuration = 300,
  className,
}: TooltipProps) {
  const triggerRef = useRef<HTMLElement>(null);
  const [rtl, setRtl] = useState(false);
  useLayoutEffect(() => {
    setRtl(triggerRef.current?.closest('[dir]')?.getAttribute('dir') === 'rtl');
  }, []);
  const physicalSide =
    side === 'start' ? (rtl ? 'right' : 'left') : side === 'end' ? (rtl ? 'left' : 'right') : side;
  return (
    <RadixTooltip.Provider delayDuration={delayDuration}>
      <RadixTooltip.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
        <RadixTooltip.Trigger asChild ref={triggerRef as React.Ref<HTMLButtonElement>}>
          {children}
        </RadixTooltip.Trigger>
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
