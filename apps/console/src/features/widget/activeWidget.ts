import { queryKeys } from '@switchboard/api-client';
import type { Widget } from '@switchboard/contract';
import { type QueryClient, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useApp } from '#app/AppContextProvider';
import type { SessionContext } from '#app/context';
import { isVerified } from '#app/session';

/** Spec §4: the widget flagged default is the active one, else the first of the list. */
export function activeOf(widgets: readonly Widget[] | undefined): Widget | undefined {
  return widgets?.find((widget) => widget.default) ?? widgets?.[0];
}

/** The account has no widget yet: 'No phone found' (spec §8). */
export class NoWidgetError extends Error {
  override name = 'NoWidgetError';
}

/** The account is not verified: the widget calls would answer 403, which logs out (spec §4). */
export class VerifyFirstError extends Error {
  override name = 'VerifyFirstError';
}

/** GET /admin/widgets failed: 'Unable to get widgets data' (spec §8). */
export class WidgetsUnavailableError extends Error {
  override name = 'WidgetsUnavailableError';
}

/** The loader of the widget list: the account's widgets, however many. */
export async function loadWidgets({ queryClient, queries }: SessionContext): Promise<Widget[]> {
  try {
    return await queryClient.ensureQueryData(queries.listWidgets());
  } catch (error) {
    throw new WidgetsUnavailableError('Widgets unavailable', { cause: error });
  }
}

/**
 * The loader of a page of the active widget: fails with the reason the page cannot show (see
 * WidgetError), else gives the active widget. An unverified account (it may open an office's
 * departments, spec §2) is not asked for the widgets at all.
 */
export async function loadActiveWidget(context: SessionContext): Promise<Widget> {
  if (!isVerified(context.profile)) throw new VerifyFirstError('Verify first');
  const active = activeOf(await loadWidgets(context));
  if (!active) throw new NoWidgetError('No widget');
  return active;
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

/** The account's widgets as the route loaded them (`loadWidgets`), and the active one if any. */
export function useWidgetList() {
  const { queries } = useApp();
  const { data: widgets } = useSuspenseQuery(queries.listWidgets());
  return { widgets, active: activeOf(widgets) };
}

/**
 * The active widget of a page whose loader is `loadActiveWidget`. `put` stores a saved widget in
 * the list; `patch` changes the cached copy of one. Should the list lose its last widget, the
 * route's error component says 'No phone found'.
 */
export function useActiveWidget() {
  const queryClient = useQueryClient();
  const { active } = useWidgetList();
  const put = useCallback((saved: Widget) => putWidget(queryClient, saved), [queryClient]);
  const patch = useCallback(
    (id: number, change: (widget: Widget) => Widget) => patchWidget(queryClient, id, change),
    [queryClient],
  );
  if (!active) throw new NoWidgetError('No widget');
  return { widget: active, put, patch };
}
