import { createFileRoute } from '@tanstack/react-router';
import { SidebarPage } from '../../../../features/widget/sidebar/SidebarPage';

/** The sidebar settings. */
export const Route = createFileRoute('/_app/widget/_verified/sidebar')({
  component: SidebarPage,
});
