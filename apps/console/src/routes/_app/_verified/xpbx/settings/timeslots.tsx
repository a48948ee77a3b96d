import { resourceQueries } from '@switchboard/api-client';
import { timeslotResource } from '@switchboard/contract';
import { createFileRoute } from '@tanstack/react-router';
import { TimeslotsPage } from '#features/timeslots/TimeslotsPage';

/** The timeslots, ensured before the page shows. */
export const Route = createFileRoute('/_app/_verified/xpbx/settings/timeslots')({
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(resourceQueries(context.api, timeslotResource).list()),
  component: TimeslotsPage,
});
