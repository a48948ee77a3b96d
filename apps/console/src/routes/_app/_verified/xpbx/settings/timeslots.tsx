import { resourceQueries } from '@switchboard/api-client';
import { routes, timeslotResource } from '@switchboard/contract';
import { createFileRoute } from '@tanstack/react-router';
import { defineMessage } from 'react-intl';
import { TimeslotsPage } from '#features/timeslots/TimeslotsPage';

/** The timeslots, ensured before the page shows. */
export const Route = createFileRoute('/_app/_verified/xpbx/settings/timeslots')({
  staticData: {
    menu: {
      in: 'pbx',
      label: defineMessage({ id: 'shell.nav.pbxTimeslots', defaultMessage: 'Timeslots' }),
      icon: 'clock',
      order: 90,
      needs: routes.listTimeslots,
    },
  },
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(resourceQueries(context.api, timeslotResource).list()),
  component: TimeslotsPage,
});
