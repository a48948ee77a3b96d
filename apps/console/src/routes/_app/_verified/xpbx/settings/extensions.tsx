import { resourceQueries } from '@switchboard/api-client';
import { extensionResource, pbxUserResource } from '@switchboard/contract';
import { createFileRoute } from '@tanstack/react-router';
import { defineMessage } from 'react-intl';
import { ExtensionsPage } from '#features/pbx-extensions/ExtensionsPage';

/** The internal numbers and the users who have them, ensured before the page shows. */
export const Route = createFileRoute('/_app/_verified/xpbx/settings/extensions')({
  staticData: {
    menu: {
      in: 'pbx',
      label: defineMessage({ id: 'shell.nav.pbxExtensions', defaultMessage: 'Extensions' }),
      icon: 'grid',
      order: 30,
    },
  },
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(resourceQueries(context.api, extensionResource).list()),
      context.queryClient.ensureQueryData(resourceQueries(context.api, pbxUserResource).list()),
    ]),
  component: ExtensionsPage,
});
