import { pbxHomeQueries } from '@switchboard/api-client';
import { routes } from '@switchboard/contract';
import { createFileRoute } from '@tanstack/react-router';
import { defineMessage } from 'react-intl';
import { PbxHomePage } from '#features/pbx-home/PbxHomePage';

/** /xpbx, the PBX home: its totals and the live calls ensured before the page shows. */
export const Route = createFileRoute('/_app/_verified/xpbx/')({
  staticData: {
    menu: {
      in: 'pbx',
      label: defineMessage({ id: 'shell.nav.pbxDashboard', defaultMessage: 'Dashboard' }),
      icon: 'grid',
      order: 10,
      needs: routes.pbxDashboard,
    },
  },
  loader: ({ context }) => {
    const queries = pbxHomeQueries(context.api);
    return Promise.all([
      context.queryClient.ensureQueryData(queries.pbxDashboard()),
      context.queryClient.ensureQueryData(queries.liveCalls()),
    ]);
  },
  component: PbxHomePage,
});
