import { queryKeys } from '@switchboard/api-client';
import type { Widget } from '@switchboard/contract';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useApp } from '../../app/AppContextProvider';
import { isVerified } from '../../app/session';
import { useProfile } from '../session/useProfile';

/** Spec §4: the widget flagged default is the active one, else the first of the list. */
export function activeOf(widgets: readonly Widget[] | undefined): Widget | undefined {
  return widgets?.find((widget) => widget.default) ?? widgets?.[0];
}

/** Writes a widget a save answered into the cached list, so every screen shows it without a refetch. */
export function putWidget(queryClient: QueryClient, saved: Widget): void {
  queryClient.setQueryData<Widget[]>(queryKeys.widgets(), (list) =>
    list ? list.map((widget) => (widget.id === saved.id ? saved : widget)) : list,
  );
}

/** Changes one widget of the cached list in place (optimistic edits, and their rollback). */
export function patchWidget(queryClient: QueryClient, id: number, change: (widget: Widget) => Widget): void {
  queryClient.setQueryData<Widget[]>(queryKeys.widgets(), (list) =>
    list ? list.map((widget) => (widget.id === id ? change(widget) : widget)) : list,
  );
}

/**
 * The account's widgets (GET /admin/widgets) and the active one. `put` stores a saved widget in
 * the list; `patch` changes the cached copy of one. Only verified accounts may ask (`allowed`).
 */
export function useActiveWidget() {
  const { queries } = useApp();
  const queryClient = useQueryClient();
  const allowed = isVerified(useProfile());
  const list = useQuery({ ...queries.listWidgets(), enabled: allowed });
  const put = useCallback((saved: Widget) => putWidget(queryClient, saved), [queryClient]);
  const patch = useCallback(
    (id: number, change: (widget: Widget) => Widget) => patchWidget(queryClient, id, change),
    [queryClient],
  );
  return { list, allowed, widgets: list.data, active: activeOf(list.data), put, patch };
}
