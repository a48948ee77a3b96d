/**
 * The administrator's price list (/xadmin/tarrifs): the service plans' query and the edits, each
 * refreshing what shows the price list (the tariffs pages, the plans, the services' plan choice).
 * Built by the screen, so the public tariffs pages' first load does not carry them.
 */
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from './client.js';
import { moneyKeys } from './money.js';
import { mutationFor, queryKeys } from './queries.js';

export const tariffKeys = {
  servicePlans: () => ['service-plans'] as const,
  /** The prefix of every tariff type's rates. */
  allTariffs: () => ['tariffs'] as const,
};

export function tariffQueries(client: ApiClient) {
  return {
    servicePlans: () =>
      queryOptions({
        queryKey: tariffKeys.servicePlans(),
        queryFn: ({ signal }) => client.call('servicePlans', { signal }),
      }),
  };
}

export function tariffMutations(client: ApiClient) {
  const types = [queryKeys.tariffTypes(), tariffKeys.allTariffs()];
  const rates = [tariffKeys.allTariffs()];
  return {
    createTariffType: () => mutationFor(client, 'createTariffType', types),
    updateTariffType: () => mutationFor(client, 'updateTariffType', types),
    deleteTariffType: () => mutationFor(client, 'deleteTariffType', types),
    setTariffRates: () => mutationFor(client, 'setTariffRates', rates),
    setTariffRate: () => mutationFor(client, 'setTariffRate', rates),
    deleteTariffRate: () => mutationFor(client, 'deleteTariffRate', rates),
    updateSubscriptionPlan: () =>
      mutationFor(client, 'updateSubscriptionPlan', [queryKeys.subscriptionPlans()]),
    updateServicePlan: () =>
      mutationFor(client, 'updateServicePlan', [tariffKeys.servicePlans(), moneyKeys.services()]),
  };
}
