/**
 * The administrator's area: the platform's dashboard and the ledger of every account. A credit
 * note changes the ledger's rows, the accounts directory's balances and (when the administrator's
 * own account is credited) the header's balance.
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Body } from './calls.js';
import type { ApiClient } from './client.js';
import { moneyKeys } from './money.js';
import { mutationFor, queryKeys } from './queries.js';

export const xadminKeys = {
  dashboard: (body: Body<'xadminDashboard'>) => ['xadmin', 'dashboard', body] as const,
  /** The prefix of every billing page. */
  billing: () => ['xadmin', 'billing'] as const,
  billingPage: (body: Body<'billingSearch'>) => ['xadmin', 'billing', body] as const,
};

export function xadminQueries(client: ApiClient) {
  return {
    dashboard: (body: Body<'xadminDashboard'>) =>
      queryOptions({
        queryKey: xadminKeys.dashboard(body),
        queryFn: ({ signal }) => client.call('xadminDashboard', { body, signal }),
        placeholderData: keepPreviousData,
      }),
    /** A page of the ledger's rows; the previous page stays shown while the next one comes. */
    billingPage: (body: Body<'billingSearch'>) =>
      queryOptions({
        queryKey: xadminKeys.billingPage(body),
        queryFn: ({ signal }) => client.call('billingSearch', { body, signal }),
        placeholderData: keepPreviousData,
      }),
  };
}

export function xadminMutations(client: ApiClient) {
  return {
    issueCreditNote: () =>
      mutationFor(client, 'issueCreditNote', [
        xadminKeys.billing(),
        [queryKeys.accounts({})[0]],
        moneyKeys.balance(),
      ]),
    /** The filtered rows as CSV text (not cached: each export reads the ledger as it is). */
    exportBilling: () => mutationFor(client, 'billingExport'),
  };
}
