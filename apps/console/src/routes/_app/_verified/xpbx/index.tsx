import { pbxHomeQueries } from '@switchboard/api-client';
import { createFileRoute } from '@tanstack/react-router';
import { PbxHomePage } from '#features/pbx-home/PbxHomePage';

/** /xpbx, the PBX home: its totals and the live calls ensured before the page shows. */
export const Route = createFileRoute('/_app/_verified/xpbx/')({
  loader: ({ context }) => {
    const queries = pbxHomeQueries(context.api);
    return Promise.all([
      context.queryClient.ensureQueryData(queries.pbxDashboard()),
      context.queryClient.ensureQueryData(queries.liveCalls()),
    ]);
  },
  component: PbxHomePage,
});
