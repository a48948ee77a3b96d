/**
 * Query keys, options and mutations of the widget area: the account's widgets and the reports of
 * their visitors. Every write answers what it changed and puts it straight into the cached list
 * (spec §4), so no screen refetches the list: a throttled editor saves many times a minute. Reports
 * filter by widget and by contact, so they go stale when a widget or its contacts change. Language
 * edits show at once and are put back when their save fails.
 */
import type { Multilanguage, Widget } from '@switchboard/contract';
import { mutationOptions, type QueryClient, queryOptions } from '@tanstack/react-query';
import type { Body, CallName, CallResult } from './calls.js';
import type { ApiClient } from './client.js';
import type { MutationVariables } from './queries.js';

export const widgetKeys = {
  /** The account's widgets: every widget save changes this list. */
  widgets: () => ['widgets'] as const,
  /** The prefix of every report key (a visitor request changes them all). */
  reports: () => ['reports'] as const,
  reportFilters: () => ['reports', 'filters'] as const,
  statsReport: (type: string, body: Body<'statsReport'>) => ['reports', 'stats', type, body] as const,
  reportMap: (body: Body<'reportMap'>) => ['reports', 'map', body] as const,
  /** The provider's support widget the profile pages load (set by an administrator). */
  providerWidget: () => ['provider-widget'] as const,
};

export function widgetQueries(client: ApiClient) {
  return {
    listWidgets: () =>
      queryOptions({
        queryKey: widgetKeys.widgets(),
        queryFn: ({ signal }) => client.call('listWidgets', { signal }),
      }),
    reportFilters: () =>
      queryOptions({
        queryKey: widgetKeys.reportFilters(),
        queryFn: ({ signal }) => client.call('reportFilters', { signal }),
      }),
    statsReport: (type: string, body: Body<'statsReport'>) =>
      queryOptions({
        queryKey: widgetKeys.statsReport(type, body),
        queryFn: ({ signal }) => client.call('statsReport', { params: { type }, body, signal }),
      }),
    reportMap: (body: Body<'reportMap'>) =>
      queryOptions({
        queryKey: widgetKeys.reportMap(body),
        queryFn: ({ signal }) => client.call('reportMap', { body, signal }),
      }),
    /** Changes only when an administrator picks another: read once a session is enough. */
    providerWidget: () =>
      queryOptions({
        queryKey: widgetKeys.providerWidget(),
        queryFn: ({ signal }) => client.call('providerWidget', { signal }),
        staleTime: Number.POSITIVE_INFINITY,
      }),
  };
}

const setList = (queryClient: QueryClient, list: Widget[]) =>
  queryClient.setQueryData<Widget[]>(widgetKeys.widgets(), list);

/** Changes one widget of the cached list in place. */
function patch(queryClient: QueryClient, id: number, change: (widget: Widget) => Widget) {
  queryClient.setQueryData<Widget[]>(widgetKeys.widgets(), (list) =>
    list?.map((widget) => (widget.id === id ? change(widget) : widget)),
  );
}

const multilanguageOf = (queryClient: QueryClient, id: number) =>
  queryClient.getQueryData<Widget[]>(widgetKeys.widgets())?.find((widget) => widget.id === id)?.multilanguage;

const setMultilanguage = (queryClient: QueryClient, id: number, multilanguage: Multilanguage) =>
  patch(queryClient, id, (widget) => ({ ...widget, multilanguage }));

/** A widget of the account, found by the `id` or `widgetId` its endpoint's path names. */
const widgetIdOf = (params: { id?: number | string; widgetId?: number | string }) =>
  Number(params.widgetId ?? params.id);

/** What each of the three language saves sends: part of the widget's languages. */
type LanguageVariables = {
  params: { widgetId: number | string };
  body: { multilanguage: Partial<Multilanguage> };
};

export function widgetMutations(client: ApiClient) {
  const write = <N extends CallName, Context = unknown>(
    name: N,
    options: Omit<
      Parameters<typeof mutationOptions<CallResult<N>, Error, MutationVariables<N>, Context>>[0],
      'mutationKey' | 'mutationFn'
    >,
  ) =>
    mutationOptions<CallResult<N>, Error, MutationVariables<N>, Context>({
      mutationKey: [name],
      mutationFn: (variables) => client.call(name, ...([variables] as never)),
      ...options,
    });

  /** A save that answers the whole widget replaces it in the list. */
  const widgetSave = {
    onSuccess: (saved: Widget, _v: unknown, _r: unknown, { client: queryClient }: { client: QueryClient }) =>
      patch(queryClient, saved.id, () => saved),
  };

  /**
   * A language save shows the sent languages at once and the stored ones when answered; it puts
   * the widget's languages back as they were when it fails.
   */
  const languageEdit = {
    onMutate: ({ params, body }: LanguageVariables, { client: queryClient }: { client: QueryClient }) => {
      const id = widgetIdOf(params);
      const before = multilanguageOf(queryClient, id);
      if (before) setMultilanguage(queryClient, id, { ...before, ...body.multilanguage });
      return { before };
    },
    onSuccess: (
      stored: Multilanguage,
      { params }: LanguageVariables,
      _r: unknown,
      { client: queryClient }: { client: QueryClient },
    ) => setMultilanguage(queryClient, widgetIdOf(params), stored),
    onError: (
      _error: Error,
      { params }: LanguageVariables,
      result: { before?: Multilanguage } | undefined,
      { client: queryClient }: { client: QueryClient },
    ) => {
      if (result?.before) setMultilanguage(queryClient, widgetIdOf(params), result.before);
    },
  };

  return {
    /** The new widget joins the end of the list. */
    createWidget: () =>
      write('createWidget', {
        onSuccess: async (created, _v, _r, { client: queryClient }) => {
          queryClient.setQueryData<Widget[]>(widgetKeys.widgets(), (list) => [
            ...(list ?? []).filter((widget) => widget.id !== created.id),
            created,
          ]);
          await queryClient.invalidateQueries({ queryKey: widgetKeys.reports() });
        },
      }),
    updateWidget: () => write('updateWidget', widgetSave),
    updateWidgetSidebar: () => write('updateWidgetSidebar', widgetSave),
    updateWidgetAppearance: () => write('updateWidgetAppearance', widgetSave),
    updateWidgetCountries: () => write('updateWidgetCountries', widgetSave),
    updateWidgetBlacklist: () => write('updateWidgetBlacklist', widgetSave),
    /** Answers the whole list, with the new default. */
    activateWidget: () =>
      write('activateWidget', {
        onSuccess: (list, _v, _r, { client: queryClient }) => setList(queryClient, list),
      }),
    /** Answers the remaining list (the default or first of it is active). */
    deleteWidget: () =>
      write('deleteWidget', {
        onSuccess: async (list, _v, _r, { client: queryClient }) => {
          setList(queryClient, list);
          await queryClient.invalidateQueries({ queryKey: widgetKeys.reports() });
          // It may have been the provider's support widget.
          await queryClient.invalidateQueries({ queryKey: widgetKeys.providerWidget() });
        },
      }),
    /** Answers the stored contacts; reports offer contacts as a filter. */
    saveWidgetContacts: () =>
      write('saveWidgetContacts', {
        onSuccess: async (contacts, { params }, _r, { client: queryClient }) => {
          patch(queryClient, widgetIdOf(params), (widget) => ({ ...widget, contacts }));
          await queryClient.invalidateQueries({ queryKey: widgetKeys.reportFilters() });
        },
      }),
    /** Adds a language: shown at once. */
    saveWidgetLanguages: () => write('saveWidgetLanguages', languageEdit),
    /** Removes a language: the list changes only when the server has stored it (behind a confirmation). */
    removeWidgetLanguage: () =>
      write('saveWidgetLanguages', {
        onSuccess: (stored, { params }, _r, { client: queryClient }) =>
          setMultilanguage(queryClient, widgetIdOf(params), stored),
      }),
    saveWidgetTranslations: () => write('saveWidgetTranslations', languageEdit),
    setWidgetLanguage: () => write('setWidgetLanguage', languageEdit),
    /** An administrator's pick of the provider's support widget (or none). */
    setProviderWidget: () =>
      write('setProviderWidget', {
        onSuccess: (chosen, _v, _r, { client: queryClient }) =>
          queryClient.setQueryData(widgetKeys.providerWidget(), chosen),
      }),
  };
}
