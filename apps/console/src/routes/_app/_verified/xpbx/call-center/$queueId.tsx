import { createFileRoute } from '@tanstack/react-router';
import { WallboardPage } from '#features/call-center/WallboardPage';

/** /xpbx/call-center/$queueId: the queue's live wallboard (its stream is the page's, not a loader's). */
export const Route = createFileRoute('/_app/_verified/xpbx/call-center/$queueId')({
  component: function WallboardRoute() {
    const { queueId } = Route.useParams();
    // A non-numeric id names no queue: the API's 404 shows as "no such queue".
    return <WallboardPage key={queueId} queueId={Number(queueId) || 0} />;
  },
});
