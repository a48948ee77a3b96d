import { timeslotResource } from '@switchboard/contract';
import { createFileRoute } from '@tanstack/react-router';
import { scopedQueries } from '#features/resource/scoped';
import { TimeslotsPage } from '#features/timeslots/TimeslotsPage';

/** The timeslots, ensured before the page shows. */
export const Route = createFileRoute('/_app/_verified/xpbx/settings/timeslots')({
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(scopedQueries(context.api, timeslotResource, undefined).list()),
  component: TimeslotsPage,
});
