/**
 * Query keys, options and mutations of the owner's API keys and webhook endpoints (with their
 * delivery logs), spread into `queryKeys`, `queries` and `mutations` (queries.ts).
 */
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from './client.js';
import { mutationFor } from './queries.js';

export const integrationKeys = {
  apiKeys: () => ['api-keys'] as const,
  /** The list, and the prefix of every endpoint's key (its delivery log included). */
  webhooks: () => ['webhooks'] as const,
  webhookDeliveries: (id: number) => ['webhooks', id, 'deliveries'] as const,
};

export function integrationQueries(client: ApiClient) {
  return {
    listApiKeys: () =>
      queryOptions({
        queryKey: integrationKeys.apiKeys(),
        queryFn: ({ signal }) => client.call('listApiKeys', { signal }),
      }),
    listWebhooks: () =>
      queryOptions({
        queryKey: integrationKeys.webhooks(),
        queryFn: ({ signal }) => client.call('listWebhooks', { signal }),
      }),
    /** Never fresh: the worker adds attempts in the background. */
    webhookDeliveries: (id: number) =>
      queryOptions({
        queryKey: integrationKeys.webhookDeliveries(id),
        queryFn: ({ signal }) => client.call('webhookDeliveries', { params: { id }, signal }),
        staleTime: 0,
      }),
  };
}

export function integrationMutations(client: ApiClient) {
  const keys = integrationKeys.apiKeys();
  const hooks = integrationKeys.webhooks();
  return {
    createApiKey: () => mutationFor(client, 'createApiKey', [keys]),
    revokeApiKey: () => mutationFor(client, 'revokeApiKey', [keys]),
    createWebhook: () => mutationFor(client, 'createWebhook', [hooks]),
    updateWebhook: () => mutationFor(client, 'updateWebhook', [hooks]),
    deleteWebhook: () => mutationFor(client, 'deleteWebhook', [hooks]),
    testWebhook: () => mutationFor(client, 'testWebhook', [hooks]),
  };
}
