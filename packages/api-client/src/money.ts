/**
 * Query keys and options of the money area (cards, transactions, services, subscriptions, balance,
 * checkouts); its mutations are in `mutations` (queries.ts) with the others.
 */
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from './client.js';

const HOUR = 60 * 60 * 1000;

export const moneyKeys = {
  /** The prefix of every money key. */
  all: () => ['money'] as const,
  paymentMethods: () => ['money', 'payment-methods'] as const,
  transactions: () => ['money', 'transactions'] as const,
  services: () => ['money', 'services'] as const,
  subscriptions: () => ['money', 'subscriptions'] as const,
  subscription: (id: number) => ['money', 'subscriptions', id] as const,
  balance: () => ['money', 'balance'] as const,
  checkout: (id: number) => ['money', 'checkouts', id] as const,
  paymentsConfig: () => ['money', 'config'] as const,
};

const settledByCheckout = [
  moneyKeys.balance(),
  moneyKeys.transactions(),
  moneyKeys.subscriptions(),
  moneyKeys.services(),
];

export function moneyQueries(client: ApiClient) {
  return {
    paymentMethods: () =>
      queryOptions({
        queryKey: moneyKeys.paymentMethods(),
        queryFn: ({ signal }) => client.call('paymentMethods', { signal }),
      }),
    transactions: () =>
      queryOptions({
        queryKey: moneyKeys.transactions(),
        queryFn: ({ signal }) => client.call('transactions', { signal }),
      }),
    services: () =>
      queryOptions({
        queryKey: moneyKeys.services(),
        queryFn: ({ signal }) => client.call('services', { signal }),
      }),
    subscriptions: () =>
      queryOptions({
        queryKey: moneyKeys.subscriptions(),
        queryFn: ({ signal }) => client.call('subscriptions', { signal }),
      }),
    subscription: (id: number) =>
      queryOptions({
        queryKey: moneyKeys.subscription(id),
        queryFn: ({ signal }) => client.call('subscription', { params: { id }, signal }),
      }),
    balance: () =>
      queryOptions({
        queryKey: moneyKeys.balance(),
        queryFn: ({ signal }) => client.call('balance', { signal }),
      }),
    /**
     * A checkout's outcome changes when the provider confirms: never served stale. Once it is
     * settled, the balance, the charges, the services and the subscriptions have changed.
     */
    checkout: (id: number) =>
      queryOptions({
        queryKey: moneyKeys.checkout(id),
        queryFn: async ({ signal, client: queryClient }) => {
          const checkout = await client.call('checkout', { params: { id }, signal });
          if (checkout.status !== 'open')
            for (const queryKey of settledByCheckout) void queryClient.invalidateQueries({ queryKey });
          return checkout;
        },
        staleTime: 0,
      }),
    paymentsConfig: () =>
      queryOptions({
        queryKey: moneyKeys.paymentsConfig(),
        queryFn: ({ signal }) => client.call('paymentsConfig', { signal }),
        staleTime: HOUR,
      }),
  };
}
