import { virtualNumberQueries } from '@switchboard/api-client';
import { routes } from '@switchboard/contract';
import { createFileRoute } from '@tanstack/react-router';
import { defineMessage } from 'react-intl';
import { CoveragePage } from '#features/vn-coverage/CoveragePage';

/** The countries and number types offered with their prices, ensured before the page shows. */
export const Route = createFileRoute('/_app/_verified/virtual-number/coverage')({
  staticData: {
    menu: {
      in: 'virtual-number',
      label: defineMessage({ id: 'shell.nav.vnCoverage', defaultMessage: 'Pricing & Coverage' }),
      icon: 'globe',
      order: 20,
      needs: routes.coverage,
    },
  },
  loader: ({ context }) => context.queryClient.ensureQueryData(virtualNumberQueries(context.api).coverage()),
  component: CoveragePage,
});
