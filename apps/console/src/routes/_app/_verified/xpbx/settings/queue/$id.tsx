import { resourceQueries } from '@switchboard/api-client';
import {
  blackNumberResource,
  queueActionResource,
  queueMemberResource,
  queueResource,
  queueRuleResource,
  soundFileResource,
  timeslotResource,
  vipNumberResource,
} from '@switchboard/contract';
import { createFileRoute } from '@tanstack/react-router';
import { QueuePage } from '#features/queues/QueuePage';
import { QUEUE_TABS } from '#features/queues/queueTabs';
import { tabSearch } from '#features/resource/tabSearch';

/**
 * Queue Details: the queue, the lists of its tabs and what they name (sound files, timeslots),
 * ensured before the page shows: the tabs switch without a fetch.
 */
export const Route = createFileRoute('/_app/_verified/xpbx/settings/queue/$id')({
  validateSearch: tabSearch(QUEUE_TABS),
  loader: ({ context: { api, queryClient }, params }) => {
    const queueId = Number(params.id);
    return Promise.all([
      queryClient.ensureQueryData(resourceQueries(api, queueResource).get(queueId)),
      ...[
        queueMemberResource,
        queueActionResource,
        queueRuleResource,
        vipNumberResource,
        blackNumberResource,
      ].map((resource) => queryClient.ensureQueryData(resourceQueries(api, resource, { queueId }).list())),
      queryClient.ensureQueryData(resourceQueries(api, soundFileResource).list()),
      queryClient.ensureQueryData(resourceQueries(api, timeslotResource).list()),
    ]);
  },
  component: function QueueRoute() {
    const { id } = Route.useParams();
    const { tab } = Route.useSearch();
    return <QueuePage key={id} id={Number(id)} tab={tab} />;
  },
});
