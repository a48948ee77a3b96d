import { resourceQueries } from '@switchboard/api-client';
import { blacklistResource, routes } from '@switchboard/contract';
import { createFileRoute } from '@tanstack/react-router';
import { defineMessage } from 'react-intl';
import { BlacklistPage } from '#features/pbx-blacklist/BlacklistPage';

/** The numbers the PBX refuses, ensured before the page shows. */
export const Route = createFileRoute('/_app/_verified/xpbx/settings/blacklist')({
  staticData: {
    menu: {
      in: 'pbx',
      label: defineMessage({ id: 'shell.nav.pbxBlacklist', defaultMessage: 'Blacklist' }),
      icon: 'shield',
      order: 130,
      needs: routes.listBlacklistEntries,
    },
  },
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(resourceQueries(context.api, blacklistResource).list()),
  component: BlacklistPage,
});
