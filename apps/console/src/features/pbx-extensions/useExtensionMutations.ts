import { queryKeys } from '@switchboard/api-client';
import type { Extension } from '@switchboard/contract';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { useApp } from '../../app/AppContextProvider';

/** What else shows extensions: who is free for the users dialog, and the users' extension column. */
async function refreshRelated(queryClient: QueryClient, id?: number) {
  if (id !== undefined) queryClient.removeQueries({ queryKey: queryKeys.extension(id), exact: true });
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.freeExtensions() }),
    queryClient.invalidateQueries({ queryKey: queryKeys.pbxUsers() }),
  ]);
}

const setList = (queryClient: QueryClient, change: (rows: Extension[]) => Extension[]) =>
  queryClient.setQueryData<Extension[]>(queryKeys.extensions(), (rows) => (rows ? change(rows) : rows));

/**
 * Create, update and delete of extensions under the global loader (spec §2), changing the cached
 * list in place as spec §4 says rather than refetching it: a created extension goes on top, an
 * updated one replaces its row, a deleted one (HTTP 200) leaves the list.
 */
export function useExtensionMutations() {
  const { mutations } = useApp();
  const queryClient = useQueryClient();

  const create = useMutation({
    ...mutations.createExtension(),
    meta: { globalLoader: true },
    onSuccess: async (created) => {
      queryClient.setQueryData<Extension[]>(queryKeys.extensions(), (rows) => [
        created,
        ...(rows ?? []).filter((row) => row.id !== created.id),
      ]);
      await refreshRelated(queryClient);
    },
  });

  const update = useMutation({
    ...mutations.updateExtension(),
    meta: { globalLoader: true },
    onSuccess: async (updated) => {
      setList(queryClient, (rows) => rows.map((row) => (row.id === updated.id ? updated : row)));
      await refreshRelated(queryClient, updated.id);
    },
  });

  const remove = useMutation({
    ...mutations.deleteExtension(),
    meta: { globalLoader: true },
    onSuccess: async (_answer, { params }) => {
      const id = Number(params.id);
      setList(queryClient, (rows) => rows.filter((row) => row.id !== id));
      await refreshRelated(queryClient, id);
    },
  });

  return { create, update, remove };
}
