import { queryKeys } from '@switchboard/api-client';
import type { Widget } from '@switchboard/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApp } from '#app/AppContextProvider';
import { putWidget } from '../activeWidget';

/**
 * The widget list's writes. Each answer goes straight into the cached list (spec §4), so the page
 * never refetches it: create appends the new widget, update replaces it, and activate and delete
 * answer the whole list (after a delete the default or first of it is active). Reports filter by
 * widget, so they are refreshed when a widget comes or goes.
 */
export function useWidgetListMutations() {
  const { mutations } = useApp();
  const queryClient = useQueryClient();
  const setList = (list: Widget[]) => queryClient.setQueryData(queryKeys.widgets(), list);
  const refreshReports = () => queryClient.invalidateQueries({ queryKey: queryKeys.reports() });

  const create = useMutation({
    ...mutations.createWidget(),
    onSuccess: async (created) => {
      queryClient.setQueryData<Widget[]>(queryKeys.widgets(), (list) => [
        ...(list ?? []).filter((widget) => widget.id !== created.id),
        created,
      ]);
      await refreshReports();
    },
  });

  const update = useMutation({
    ...mutations.updateWidget(),
    onSuccess: (saved) => putWidget(queryClient, saved),
  });

  const activate = useMutation({ ...mutations.activateWidget(), onSuccess: setList });

  const remove = useMutation({
    ...mutations.deleteWidget(),
    onSuccess: async (remaining) => {
      setList(remaining);
      await refreshReports();
    },
  });

  return { create, update, activate, remove };
}
