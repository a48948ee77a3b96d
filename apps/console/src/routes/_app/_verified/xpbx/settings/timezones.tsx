import { pbxSettingsQueries, resourceQueries } from '@switchboard/api-client';
import { pbxDomainResource, routes } from '@switchboard/contract';
import { createFileRoute } from '@tanstack/react-router';
import { defineMessage } from 'react-intl';
import { TimezonesPage } from '#features/pbx-domains/TimezonesPage';

/** The account's zone (a PBX setting), the domains and the zone list, ensured before the page shows. */
export const Route = createFileRoute('/_app/_verified/xpbx/settings/timezones')({
  staticData: {
    menu: {
      in: 'pbx',
      label: defineMessage({ id: 'shell.nav.pbxTimezones', defaultMessage: 'Time zones' }),
      icon: 'clock',
      order: 180,
      needs: routes.pbxSettings,
    },
  },
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(pbxSettingsQueries(context.api).pbxSettings()),
      context.queryClient.ensureQueryData(resourceQueries(context.api, pbxDomainResource).list()),
      context.queryClient.ensureQueryData(context.queries.timezones()),
    ]),
  component: TimezonesPage,
});
