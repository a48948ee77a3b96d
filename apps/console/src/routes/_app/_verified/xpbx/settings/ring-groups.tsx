import { resourceQueries } from '@switchboard/api-client';
import { ringGroupResource, routes } from '@switchboard/contract';
import { createFileRoute } from '@tanstack/react-router';
import { defineMessage } from 'react-intl';
import { RingGroupsPage } from '#features/ring-groups/RingGroupsPage';

/** The ring groups, ensured before the page shows. */
export const Route = createFileRoute('/_app/_verified/xpbx/settings/ring-groups')({
  staticData: {
    menu: {
      in: 'pbx',
      label: defineMessage({ id: 'shell.nav.pbxRingGroups', defaultMessage: 'Ring groups' }),
      icon: 'users',
      order: 100,
      needs: routes.listRingGroups,
    },
  },
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(resourceQueries(context.api, ringGroupResource).list()),
  component: RingGroupsPage,
});
