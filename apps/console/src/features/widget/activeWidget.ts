import type { Widget } from '@switchboard/contract';
import { useSuspenseQuery } from '@tanstack/react-query';
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

/** The account's widgets as the route loaded them (`loadWidgets`), and the active one if any. */
export function useWidgetList() {
  const { queries } = useApp();
  const { data: widgets } = useSuspenseQuery(queries.listWidgets());
  return { widgets, active: activeOf(widgets) };
}

/**
 * The active widget of a page whose loader is `loadActiveWidget`; a save's answer reaches it
 * through the cached list (the widget mutations of the api-client write it there). Should the list
 * lose its last widget, the route's error component says 'No phone found'.
 */
export function useActiveWidget() {
  const { active } = useWidgetList();
  if (!active) throw new NoWidgetError('No widget');
  return { widget: active };
}
