export { Tabs, type TabsListProps, type TabsPanelProps, type TabsProps, type TabsTabProps } from './Tabs';
