import { resourceQueries } from '@switchboard/api-client';
import { pbxDomainResource, routes } from '@switchboard/contract';
import { createFileRoute } from '@tanstack/react-router';
import { defineMessage } from 'react-intl';
import { DomainsPage } from '#features/pbx-domains/DomainsPage';

/** The account's PBX domains, ensured before the page shows. */
export const Route = createFileRoute('/_app/_verified/xpbx/settings/domains')({
  staticData: {
    menu: {
      in: 'pbx',
      label: defineMessage({ id: 'shell.nav.pbxDomains', defaultMessage: 'Domains' }),
      icon: 'globe',
      order: 170,
      needs: routes.listPbxDomains,
    },
  },
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(resourceQueries(context.api, pbxDomainResource).list()),
  component: DomainsPage,
});
