import { virtualNumberQueries } from '@switchboard/api-client';
import { routes } from '@switchboard/contract';
import { createFileRoute } from '@tanstack/react-router';
import { defineMessage } from 'react-intl';
import { VnDashboardPage } from '#features/vn-dashboard/VnDashboardPage';

/** The area's figures, ensured before the page shows; /virtual-number opens here. */
export const Route = createFileRoute('/_app/_verified/virtual-number/dashboard')({
  staticData: {
    menu: {
      in: 'virtual-number',
      label: defineMessage({ id: 'shell.nav.vnDashboard', defaultMessage: 'Dashboard' }),
      icon: 'grid',
      order: 10,
      needs: routes.virtualNumberDashboard,
    },
  },
  loader: ({ context }) => context.queryClient.ensureQueryData(virtualNumberQueries(context.api).dashboard()),
  component: VnDashboardPage,
});
