import { resourceQueries } from '@switchboard/api-client';
import { pbxUserResource } from '@switchboard/contract';
import { createFileRoute } from '@tanstack/react-router';
import { defineMessage } from 'react-intl';
import { UsersPage } from '#features/pbx-users/UsersPage';

/** The PBX users; the page reads the list the loader ensured (pending and failure are the router's). */
export const Route = createFileRoute('/_app/_verified/xpbx/settings/users')({
  staticData: {
    menu: {
      in: 'pbx',
      label: defineMessage({ id: 'shell.nav.pbxUsers', defaultMessage: 'Users' }),
      icon: 'user',
      order: 20,
    },
  },
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(resourceQueries(context.api, pbxUserResource).list()),
  component: UsersPage,
});
