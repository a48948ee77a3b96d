import { resourceQueries } from '@switchboard/api-client';
import { flowResource, routes } from '@switchboard/contract';
import { createFileRoute } from '@tanstack/react-router';
import { defineMessage } from 'react-intl';
import { FlowsPage } from '#features/flows/FlowsPage';

/** The flows, ensured before the page shows. */
export const Route = createFileRoute('/_app/_verified/xpbx/settings/flows')({
  staticData: {
    menu: {
      in: 'pbx',
      label: defineMessage({ id: 'shell.nav.pbxFlows', defaultMessage: 'Flows' }),
      icon: 'repeat',
      order: 120,
      needs: routes.listFlows,
    },
  },
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(resourceQueries(context.api, flowResource).list()),
  component: FlowsPage,
});
