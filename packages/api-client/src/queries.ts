/**
 * TanStack Query keys and options over the typed calls that are not resources, the ones every page
 * may need (session, profile, reference lists, widgets, money, integrations). Keys are
 * hierarchical, so invalidating `['profile']` refreshes every profile key.
 *
 *   loader: ({ context }) => context.queryClient.ensureQueryData(context.queries.timezones())
 *   component: useSuspenseQuery(queries.timezones())
 *
 * Resources (PBX users, extensions, …) take their options from their declarations where a screen
 * needs them: `resourceQueries(client, pbxUserResource).list()` (resources.ts). Flows, media and
 * telephony options (flows.ts, media.ts, telephony.ts) and the widget editors' mutations
 * (widgets.ts) are built by their screens too, so the declarations they key by stay out of every
 * page's first load (the console's size budget).
 */
import { mutationOptions, type QueryKey, queryOptions } from '@tanstack/react-query';
import type { Body, CallArgs, CallInput, CallName, CallResult } from './calls.js';
import type { ApiClient } from './client.js';
import { integrationKeys, integrationMutations, integrationQueries } from './integrations.js';
import { moneyKeys, moneyQueries } from './money.js';
import { widgetKeys, widgetQueries } from './widgets.js';

const HOUR = 60 * 60 * 1000;

export const queryKeys = {
  /** GET /admin/profile; the prefix of every profile key. */
  profile: () => ['profile'] as const,
  /** GET /admin/me (the session's profile, main token). */
  me: () => ['profile', 'me'] as const,
  timezones: () => ['timezones'] as const,
  countries: () => ['countries'] as const,
  /** Free extensions; with a user id, those plus the user's own (the edit dialog). */
  freeExtensions: (userId?: number) =>
    userId === undefined ? (['extensions', 'free'] as const) : (['extensions', 'free', userId] as const),
  presentationNumbers: () => ['presentation-numbers'] as const,
  /**
   * GET /admin/verify/{token}, sent once. Not under the profile: the profile is invalidated after
   * it, which must not send the spent token again.
   */
  verifyEmail: (token: string) => ['verify-email', token] as const,
  tariffTypes: () => ['tariff-types'] as const,
  tariffs: (type: string) => ['tariffs', type] as const,
  subscriptionPlans: () => ['subscription-plans'] as const,
  twoFactor: () => ['two-factor'] as const,
  activity: (scope: 'account' | 'all', body: Body<'activity'>) => ['activity', scope, body] as const,
  accounts: (body: Body<'accountSearch'>) => ['admin-accounts', body] as const,
  adminAccount: (id: number) => ['admin-accounts', id] as const,
  ...widgetKeys,
  ...moneyKeys,
  ...integrationKeys,
};

/** Query options for the API's reads, fetched through `client`. */
export function queries(client: ApiClient) {
  return {
    me: () =>
      queryOptions({ queryKey: queryKeys.me(), queryFn: ({ signal }) => client.call('me', { signal }) }),
    profile: () =>
      queryOptions({
        queryKey: queryKeys.profile(),
        queryFn: ({ signal }) => client.call('profile', { signal }),
      }),
    timezones: () =>
      queryOptions({
        queryKey: queryKeys.timezones(),
        queryFn: ({ signal }) => client.call('timezones', { signal }),
        staleTime: HOUR,
      }),
    countries: () =>
      queryOptions({
        queryKey: queryKeys.countries(),
        queryFn: ({ signal }) => client.call('countries', { signal }),
        staleTime: 24 * HOUR,
      }),

    freeExtensions: () =>
      queryOptions({
        queryKey: queryKeys.freeExtensions(),
        queryFn: ({ signal }) => client.call('freeExtensions', { signal }),
      }),
    freeExtensionsForUser: (userId: number) =>
      queryOptions({
        queryKey: queryKeys.freeExtensions(userId),
        queryFn: ({ signal }) => client.call('freeExtensionsForUser', { params: { id: userId }, signal }),
      }),
    presentationNumbers: () =>
      queryOptions({
        queryKey: queryKeys.presentationNumbers(),
        queryFn: ({ signal }) => client.call('presentationNumbers', { signal }),
      }),

    /**
     * Verifies the address: a query kept for the whole visit rather than a mutation, so a second
     * render, a refocus or the route's reload never spends the token twice. Once verified, the
     * profile is read again (the guards and the header see it).
     */
    verifyEmail: (token: string) =>
      queryOptions({
        queryKey: queryKeys.verifyEmail(token),
        queryFn: async ({ signal, client: queryClient }) => {
          const answer = await client.call('verifyEmail', { params: { token }, signal });
          void queryClient.invalidateQueries({ queryKey: queryKeys.profile() });
          return answer;
        },
        retry: false,
        staleTime: Number.POSITIVE_INFINITY,
        gcTime: Number.POSITIVE_INFINITY,
      }),
    tariffTypes: () =>
      queryOptions({
        queryKey: queryKeys.tariffTypes(),
        queryFn: ({ signal }) => client.call('tariffTypes', { signal }),
        staleTime: HOUR,
      }),
    tariffs: (type: string) =>
      queryOptions({
        queryKey: queryKeys.tariffs(type),
        queryFn: ({ signal }) => client.call('tariffs', { params: { type }, signal }),
        staleTime: HOUR,
      }),
    twoFactor: () =>
      queryOptions({
        queryKey: queryKeys.twoFactor(),
        queryFn: ({ signal }) => client.call('twoFactor', { signal }),
      }),
    subscriptionPlans: () =>
      queryOptions({
        queryKey: queryKeys.subscriptionPlans(),
        queryFn: ({ signal }) => client.call('subscriptionPlans', { signal }),
        staleTime: HOUR,
      }),
    /** The account's activity, or every account's (`all`, administrators). Never cached as fresh: any change adds to it. */
    activity: (body: Body<'activity'>, all = false) =>
      queryOptions({
        queryKey: queryKeys.activity(all ? 'all' : 'account', body),
        queryFn: ({ signal }) => client.call(all ? 'allActivity' : 'activity', { body, signal }),
        staleTime: 0,
      }),
    /** The accounts directory (administrators): a page of accounts matching the search. */
    accounts: (body: Body<'accountSearch'>) =>
      queryOptions({
        queryKey: queryKeys.accounts(body),
        queryFn: ({ signal }) => client.call('accountSearch', { body, signal }),
      }),
    /** One account of the directory with its users. */
    adminAccount: (id: number) =>
      queryOptions({
        queryKey: queryKeys.adminAccount(id),
        queryFn: ({ signal }) => client.call('adminAccount', { params: { id }, signal }),
      }),
    ...widgetQueries(client),
    ...moneyQueries(client),
    ...integrationQueries(client),
  };
}

/** What `mutate` takes for endpoint N: its `params` and/or `body`, as `call` does. */
export type MutationVariables<N extends CallName> = Omit<CallInput<N>, 'signal'>;

/** The keys a write makes stale: fixed, or named by what was sent (a parent's id in `params`). */
export type Invalidates<N extends CallName> =
  | readonly QueryKey[]
  | ((variables: MutationVariables<N>, data: CallResult<N>) => readonly QueryKey[]);

/**
 * Mutation options for endpoint N: `mutationKey` `[name]`, and on success the queries under
 * `invalidates` are invalidated (awaited, so `mutateAsync` settles once they are refetched).
 * Passing your own `onSuccess` to `useMutation` replaces this one: give UI reactions to `mutate`
 * as per-call callbacks, which run in addition.
 */
export function mutationFor<N extends CallName>(
  client: ApiClient,
  name: N,
  invalidates: Invalidates<N> = [],
) {
  return mutationOptions<CallResult<N>, Error, MutationVariables<N>>({
    mutationKey: [name],
    mutationFn: (variables) => client.call(name, ...([variables] as unknown as CallArgs<N>)),
    onSuccess: async (data, variables, _onMutateResult, { client: queryClient }) => {
      const keys = typeof invalidates === 'function' ? invalidates(variables, data) : invalidates;
      await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}

/** Mutation options for the API's writes, with the invalidations each one needs. */
export function mutations(client: ApiClient) {
  // Users show their extension's number; extension lists show their user and who is free.
  const profile = queryKeys.profile();
  const twoFactor = queryKeys.twoFactor();
  const cards = moneyKeys.paymentMethods();
  return {
    updateProfile: () => mutationFor(client, 'updateProfile', [profile]),
    updateCompany: () => mutationFor(client, 'updateCompany', [profile]),
    changePassword: () => mutationFor(client, 'changePassword'),
    resendActivation: () => mutationFor(client, 'resendActivation'),
    verifyEmail: () => mutationFor(client, 'verifyEmail', [profile]),
    forgotPassword: () => mutationFor(client, 'forgotPassword'),
    resetPassword: () => mutationFor(client, 'resetPassword'),
    storeSupport: () => mutationFor(client, 'storeSupport'),
    /** Answers the setup (key and QR code); nothing is on until it is confirmed. */
    startTwoFactor: () => mutationFor(client, 'startTwoFactor'),
    confirmTwoFactor: () => mutationFor(client, 'confirmTwoFactor', [twoFactor]),
    disableTwoFactor: () => mutationFor(client, 'disableTwoFactor', [twoFactor]),

    // Money: nothing is paid before the provider confirms (a webhook), so starting a checkout or a
    // subscription changes no cached data; the thank-you pages read the outcome.
    addPaymentMethod: () => mutationFor(client, 'addPaymentMethod', [cards]),
    updatePaymentMethod: () => mutationFor(client, 'updatePaymentMethod', [cards]),
    deletePaymentMethod: () => mutationFor(client, 'deletePaymentMethod', [cards]),
    changeService: () =>
      mutationFor(client, 'changeService', [moneyKeys.services(), moneyKeys.subscriptions()]),
    recharge: () => mutationFor(client, 'recharge'),
    subscribe: () => mutationFor(client, 'subscribe'),
    unsubscribe: () => mutationFor(client, 'unsubscribe', [moneyKeys.all()]),

    ...integrationMutations(client),
  };
}
