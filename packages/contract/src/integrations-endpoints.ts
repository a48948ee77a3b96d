/**
 * The endpoint table's API-key and webhook entries (spread into `endpoints`). They are the account
 * owner's, in the profile (`user` level): no API key reaches them (api-key-scopes.ts).
 */

import { emptyBody } from './bodies/empty.js';
import { createApiKeyBody, webhookEndpointBody } from './bodies/integrations.js';
import { returns } from './endpoint.js';
import type {
  ApiKey,
  CreatedApiKey,
  CreatedWebhookEndpoint,
  WebhookDelivery,
  WebhookEndpoint,
} from './entities/integrations.js';
import type { MessageResponse } from './entities/responses.js';
import * as paths from './paths.js';

export const integrationsEndpoints = {
  /** Newest first, revoked ones included. */
  listApiKeys: {
    method: 'GET',
    path: paths.apiKeys,
    body: undefined,
    response: returns<ApiKey[]>(),
    auth: 'user',
  },
  /** 201; the answer's `api_key` is the only time the key is shown (only its SHA-256 is kept). */
  createApiKey: {
    method: 'POST',
    path: paths.apiKeys,
    body: createApiKeyBody,
    response: returns<CreatedApiKey>(),
    auth: 'user',
    notWhileActing: true,
  },
  /** Revokes the key at once (it stays listed, with revoked_at). */
  revokeApiKey: {
    method: 'DELETE',
    path: paths.apiKey,
    body: undefined,
    response: returns<ApiKey>(),
    auth: 'user',
  },
  listWebhooks: {
    method: 'GET',
    path: paths.webhooks,
    body: undefined,
    response: returns<WebhookEndpoint[]>(),
    auth: 'user',
  },
  /**
   * 201; the answer's `secret` is the only time the signing secret is shown. The URL is https, or
   * http; hosts on private or loopback addresses are refused unless the server allows them (dev).
   */
  createWebhook: {
    method: 'POST',
    path: paths.webhooks,
    body: webhookEndpointBody,
    response: returns<CreatedWebhookEndpoint>(),
    auth: 'user',
  },
  getWebhook: {
    method: 'GET',
    path: paths.webhook,
    body: undefined,
    response: returns<WebhookEndpoint>(),
    auth: 'user',
  },
  updateWebhook: {
    method: 'PUT',
    path: paths.webhook,
    body: webhookEndpointBody,
    response: returns<WebhookEndpoint>(),
    auth: 'user',
  },
  /** Its pending deliveries go with it. */
  deleteWebhook: {
    method: 'DELETE',
    path: paths.webhook,
    body: undefined,
    response: returns<MessageResponse>(),
    auth: 'user',
  },
  /** Queues a `webhook.test` event and makes its first attempt now; answers the delivery. */
  testWebhook: {
    method: 'POST',
    path: paths.webhookTest,
    body: emptyBody,
    response: returns<WebhookDelivery>(),
    auth: 'user',
  },
  /** The endpoint's latest 50 deliveries, newest first, each with its attempts. */
  webhookDeliveries: {
    method: 'GET',
    path: paths.webhookDeliveries,
    body: undefined,
    response: returns<WebhookDelivery[]>(),
    auth: 'user',
  },
} as const;
