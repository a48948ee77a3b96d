/**
 * The virtual number area: the coverage offered, the account's orders (polled while one is pending,
 * since the supplier answers a moment later), the numbers rented and the dashboard. A rented number
 * is one of the PBX's DIDs, so routing it and releasing it also drop the PBX's DID list; what
 * rents or releases numbers also drops the dashboard (its numbers and spend), and a released number
 * leaves its capacity pool (the pools are a resource: `resourceQueries(client, capacityPoolResource)`).
 * The call and SMS logs are the PBX reports' queries with `scope: 'virtual_numbers'` (callReports.ts).
 */
import {
  capacityPoolResource,
  customerTrunkResource,
  didNumberResource,
  type NumberOrder,
} from '@switchboard/contract';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import type { ApiClient } from './client.js';
import { moneyKeys } from './money.js';
import { mutationFor } from './queries.js';
import { resourceKeys } from './resources.js';

/** How often the orders are read again while one of them waits for the supplier. */
export const PENDING_ORDERS_POLL_MS = 2_000;

export const virtualNumberKeys = {
  all: () => ['virtual-number'] as const,
  coverage: () => ['virtual-number', 'coverage'] as const,
  orders: () => ['virtual-number', 'orders'] as const,
  dids: () => ['virtual-number', 'dids'] as const,
  dashboard: () => ['virtual-number', 'dashboard'] as const,
};

const hasPending = (orders: readonly NumberOrder[] | undefined) =>
  orders?.some((order) => order.order_status === 'pending') ?? false;

export function virtualNumberQueries(client: ApiClient) {
  return {
    coverage: () =>
      queryOptions({
        queryKey: virtualNumberKeys.coverage(),
        queryFn: ({ signal }) => client.call('coverage', { signal }),
        staleTime: Number.POSITIVE_INFINITY,
      }),
    orders: () =>
      queryOptions({
        queryKey: virtualNumberKeys.orders(),
        queryFn: ({ signal }) => client.call('listNumberOrders', { signal }),
        refetchInterval: (query) => (hasPending(query.state.data) ? PENDING_ORDERS_POLL_MS : false),
      }),
    dids: () =>
      queryOptions({
        queryKey: virtualNumberKeys.dids(),
        queryFn: ({ signal }) => client.call('listVirtualDids', { signal }),
      }),
    dashboard: () =>
      queryOptions({
        queryKey: virtualNumberKeys.dashboard(),
        queryFn: ({ signal }) => client.call('virtualNumberDashboard', { signal }),
      }),
  };
}

export function virtualNumberMutations(client: ApiClient) {
  const pbxDids = resourceKeys(didNumberResource).all();
  // An order may be active (numbers rented, balance charged) by the time it answers.
  const afterOrder = [
    virtualNumberKeys.orders(),
    virtualNumberKeys.dids(),
    virtualNumberKeys.dashboard(),
    pbxDids,
    moneyKeys.balance(),
  ];
  return {
    /** 402 when the balance does not cover the setup and first month. */
    createNumberOrder: () => mutationFor(client, 'createNumberOrder', afterOrder),
    /** 409 once the order is no longer pending. */
    cancelNumberOrder: () => mutationFor(client, 'cancelNumberOrder', [virtualNumberKeys.orders()]),
    /** Points a rented number at a flow, queue, extension…: the PBX's DID update. */
    routeVirtualDid: () => mutationFor(client, 'updateDidNumber', [virtualNumberKeys.dids(), pbxDids]),
    releaseVirtualDid: () =>
      mutationFor(client, 'releaseVirtualDid', [
        virtualNumberKeys.dids(),
        virtualNumberKeys.dashboard(),
        pbxDids,
        resourceKeys(capacityPoolResource).all(),
      ]),
    /** A new password for a trunk with credentials: its answer's `password` is the only copy. */
    newCustomerTrunkPassword: () =>
      mutationFor(client, 'newCustomerTrunkPassword', [resourceKeys(customerTrunkResource).all()]),
  };
}

/**
 * Orders the supplier has answered since the last read (fewer pending): what an answer changes —
 * the rented numbers, the PBX's DIDs, the balance — is read again.
 */
export async function settleAnsweredOrders(queryClient: QueryClient): Promise<void> {
  const changed = [
    virtualNumberKeys.dids(),
    virtualNumberKeys.dashboard(),
    resourceKeys(didNumberResource).all(),
    moneyKeys.balance(),
  ];
  await Promise.all(changed.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
