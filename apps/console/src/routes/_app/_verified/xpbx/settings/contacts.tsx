import { resourceQueries } from '@switchboard/api-client';
import { pbxContactResource, routes } from '@switchboard/contract';
import { createFileRoute } from '@tanstack/react-router';
import { defineMessage } from 'react-intl';
import { PbxContactsPage } from '#features/pbx-contacts/PbxContactsPage';

/** The PBX phone book, ensured before the page shows. */
export const Route = createFileRoute('/_app/_verified/xpbx/settings/contacts')({
  staticData: {
    menu: {
      in: 'pbx',
      label: defineMessage({ id: 'shell.nav.pbxContacts', defaultMessage: 'Contacts' }),
      icon: 'user',
      order: 160,
      needs: routes.listPbxContacts,
    },
  },
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(resourceQueries(context.api, pbxContactResource).list()),
  component: PbxContactsPage,
});
