import * as RadixTabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
import { cx } from '../internal/cx';
import { useDirection } from '../internal/useDirection';
import * as styles from './Tabs.css';

export interface TabsProps {
  /** The selected tab (controlled). */
  value?: string;
  /** The tab selected at first (uncontrolled). */
  defaultValue?: string;
  /** Called with the newly selected tab's value. */
  onValueChange?: (value: string) => void;
  /** Reading direction for arrow keys and layout; the interface language's when absent. */
  dir?: 'ltr' | 'rtl';
  /** `Tabs.List` and `Tabs.Panel` elements. */
  children: ReactNode;
  /** Class for the root element. */
  className?: string;
}

/**
 * Tabs: arrow keys move between tabs (mirrored in right-to-left layouts), Home and End jump to the
 * ends, and focus selects. Compose with `Tabs.List`, `Tabs.Tab` and `Tabs.Panel`.
 */
export function Tabs({ value, defaultValue, onValueChange, dir, children, className }: TabsProps) {
  const language = useDirection();
  return (
    <RadixTabs.Root
      value={value}
      defaultValue={defaultValue}
      onValueChange={onValueChange}
      dir={dir ?? language}
      className={cx(styles.root, className)}
    >
      {children}
    </RadixTabs.Root>
  );
}

export interface TabsListProps {
  /** Names the set of tabs for screen readers, e.g. 'Routing'. */
  'aria-label'?: string;
  /** `Tabs.Tab` elements. */
  children: ReactNode;
  /** Class for the tab row. */
  className?: string;
}

function TabsList({ children, className, ...props }: TabsListProps) {
  return (
    <RadixTabs.List {...props} className={cx(styles.list, className)}>
      {children}
    </RadixTabs.List>
  );
}

export interface TabsTabProps {
  /** Ties the tab to the `Tabs.Panel` with the same value. */
  value: string;
  /** The tab's label. */
  children: ReactNode;
  /** Skipped by arrow keys and not selectable; styled via `data-disabled`. @default false */
  disabled?: boolean;
  /** Class for the tab. */
  className?: string;
}

function TabsTab({ className, ...props }: TabsTabProps) {
  return <RadixTabs.Trigger {...props} className={cx(styles.tab, className)} />;
}

export interface TabsPanelProps {
  /** Shown while the `Tabs.Tab` with the same value is selected. */
  value: string;
  /** The panel's content. */
  children: ReactNode;
  /** Class for the panel. */
  className?: string;
}

function TabsPanel({ className, ...props }: TabsPanelProps) {
  return <RadixTabs.Content {...props} className={cx(styles.panel, className)} />;
}

Tabs.List = TabsList;
Tabs.Tab = TabsTab;
Tabs.Panel = TabsPanel;
