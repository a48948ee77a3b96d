import { createFileRoute } from '@tanstack/react-router';
import { isReversedRange } from '#features/filters/dateRange';
import { ActivityPage } from '#features/profile/activity/ActivityPage';
import { activityBody, showsAll, validateActivitySearch } from '#features/profile/activity/activitySearch';
import { loadActivityWords } from '#features/profile/activity/words';

/** The account's activity for the filters in the address (every account's for administrators). */
export const Route = createFileRoute('/_app/profile/activity')({
  validateSearch: validateActivitySearch,
  loaderDeps: ({ search }) => validateActivitySearch({ ...search }),
  loader: async ({ context, deps }) => {
    if (isReversedRange(deps)) {
      await loadActivityWords();
      return;
    }
    const all = showsAll(deps, context.profile?.user_info.is_admin === true);
    await Promise.all([
      loadActivityWords(),
      context.queryClient.ensureQueryData(context.queries.activity(activityBody(deps), all)),
    ]);
  },
  component: ActivityPage,
});
