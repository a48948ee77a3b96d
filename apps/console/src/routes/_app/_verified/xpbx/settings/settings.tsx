import { pbxSettingsQueries, resourceQueries } from '@switchboard/api-client';
import { routes, soundFileResource } from '@switchboard/contract';
import { createFileRoute } from '@tanstack/react-router';
import { defineMessage } from 'react-intl';
import { PbxSettingsPage } from '#features/pbx-settings/PbxSettingsPage';

/** The account's PBX settings and the sound files music on hold is chosen from. */
export const Route = createFileRoute('/_app/_verified/xpbx/settings/settings')({
  staticData: {
    menu: {
      in: 'pbx',
      label: defineMessage({ id: 'shell.nav.pbxSettings', defaultMessage: 'Settings' }),
      icon: 'sidebar',
      order: 190,
      needs: routes.pbxSettings,
    },
  },
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(pbxSettingsQueries(context.api).pbxSettings()),
      context.queryClient.ensureQueryData(resourceQueries(context.api, soundFileResource).list()),
    ]),
  component: PbxSettingsPage,
});
