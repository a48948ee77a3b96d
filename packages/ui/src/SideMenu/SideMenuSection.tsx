import { type ReactNode, useContext, useId, useState } from 'react';
import { Icon } from '../Icon/Icon';
import { SideMenuContext } from './SideMenu.context';
import * as styles from './SideMenu.css';

export interface SideMenuSectionProps {
  /** Heading over the section's items; a section without one is a plain list. */
  heading?: string;
  /** Makes the heading a button that shows and hides the items (`aria-expanded`). @default false */
  collapsible?: boolean;
  /** Whether a collapsible section starts open. @default true */
  defaultOpen?: boolean;
  /** Open state, for a collapsible section controlled by the caller. */
  open?: boolean;
  /** Called with the new open state when the heading button is pressed. */
  onOpenChange?: (open: boolean) => void;
  /** `SideMenu.Item`s. */
  children: ReactNode;
}

/** A group of menu items under a heading; collapsible sections fold away (never in compact mode). */
export function SideMenuSection({
  heading,
  collapsible = false,
  defaultOpen = true,
  open: controlledOpen,
  onOpenChange,
  children,
}: SideMenuSectionProps) {
  const { compact, headingLevel } = useContext(SideMenuContext);
  const id = useId();
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen);
  const foldable = collapsible && !compact && heading !== undefined;
  const open = !foldable || (controlledOpen ?? uncontrolledOpen);
  const Heading = `h${headingLevel}` as const;
  const toggle = () => {
    setUncontrolledOpen(!open);
    onOpenChange?.(!open);
  };
  return (
    <div className={styles.section}>
      {heading !== undefined && (
        <Heading className={styles.heading} id={`${id}-heading`}>
          {foldable ? (
            <button
              type="button"
              className={styles.toggle}
              aria-expanded={open}
              aria-controls={`${id}-list`}
              onClick={toggle}
            >
              {heading}
              <span className={styles.chevron} aria-hidden="true">
                <Icon name="chevronDown" size={14} />
              </span>
            </button>
          ) : (
            heading
          )}
        </Heading>
      )}
      <ul
        id={`${id}-list`}
        className={styles.list}
        hidden={!open}
        aria-labelledby={heading !== undefined ? `${id}-heading` : undefined}
      >
        {children}
      </ul>
    </div>
  );
}
