import type { ApiClient } from '@switchboard/api-client';
import { resourceQueries } from '@switchboard/api-client';
import {
  extensionResource,
  queueResource,
  ringGroupResource,
  soundFileResource,
  timeslotResource,
  voicemailResource,
} from '@switchboard/contract';
import type { FlowEditorOptions } from '@switchboard/flow-editor';
import type { QueryClient } from '@tanstack/react-query';
import { useSuspenseQueries } from '@tanstack/react-query';
import { useMemo } from 'react';

/** The account's lists a flow's nodes point at, as query options (loaded by the route, read by the page). */
export const flowOptionQueries = (api: ApiClient) =>
  [
    resourceQueries(api, soundFileResource).list(),
    resourceQueries(api, queueResource).list(),
    resourceQueries(api, ringGroupResource).list(),
    resourceQueries(api, extensionResource).list(),
    resourceQueries(api, voicemailResource).list(),
    resourceQueries(api, timeslotResource).list(),
  ] as const;

export function loadFlowOptions(api: ApiClient, queryClient: QueryClient) {
  const [sounds, queues, ringGroups, extensions, voicemails, timeslots] = flowOptionQueries(api);
  return Promise.all([
    queryClient.ensureQueryData(sounds),
    queryClient.ensureQueryData(queues),
    queryClient.ensureQueryData(ringGroups),
    queryClient.ensureQueryData(extensions),
    queryClient.ensureQueryData(voicemails),
    queryClient.ensureQueryData(timeslots),
  ]);
}

/** The lists as the editor takes them: an id and a label each. */
export function useFlowOptions(api: ApiClient): FlowEditorOptions {
  const [sounds, queues, ringGroups, extensions, voicemails, timeslots] = useSuspenseQueries({
    queries: flowOptionQueries(api),
  });
  return useMemo(
    () => ({
      // Only sounds uploaded for flows are played in one; music on hold belongs to queues.
      soundFiles: sounds.data
        .filter((sound) => sound.filetype === 'flow')
        .map((sound) => ({ id: sound.id, label: sound.filename })),
      queues: queues.data.map((queue) => ({ id: queue.id, label: queue.name })),
      ringGroups: ringGroups.data.map((group) => ({ id: group.id, label: group.name })),
      extensions: extensions.data.map((extension) => ({
        id: extension.id,
        label: extension.description
          ? `${extension.extension} · ${extension.description}`
          : extension.extension,
      })),
      voicemails: voicemails.data.map((box) => ({ id: box.id, label: box.name })),
      timeslots: timeslots.data.map((slot) => ({ id: slot.id, label: slot.description })),
    }),
    [sounds.data, queues.data, ringGroups.data, extensions.data, voicemails.data, timeslots.data],
  );
}
