/** API keys and webhook endpoints (entities/integrations.ts). */
import { isUrl } from '@switchboard/forms';
import { array, type Infer, optional, refine, type Struct, type } from 'superstruct';
import { API_KEY_SCOPES } from '../api-key-scopes.js';
import { WEBHOOK_EVENTS } from '../entities/integrations.js';
import { flag, optionalText, text } from './fields.js';
import { oneOf } from './telephony.js';

const labels = { labels: { name: 'Name', scopes: 'Scopes', url: 'URL', events: 'Events' } };

/** One to all of `values`' choices, each once at most; else 'Choose at least one {what}'. */
const someOf = <T extends string>(item: Struct<T, null>, max: number, what: string) =>
  refine(array(item), 'choices', (chosen) =>
    chosen.length >= 1 && new Set(chosen).size === chosen.length && chosen.length <= max
      ? true
      : `Choose at least one ${what}, each once`,
  );

/** POST /admin/profile/api-keys */
export const createApiKeyBody = type({
  name: text('required|between:1-100', labels),
  scopes: someOf(oneOf(API_KEY_SCOPES), API_KEY_SCOPES.length, 'scope'),
});
export type CreateApiKeyBody = Infer<typeof createApiKeyBody>;

/** An absolute http(s) URL; whether its host may be reached is the server's check (SSRF). */
const webhookUrl = () =>
  refine(text('required|between:1-2048', labels), 'webhook-url', (value) =>
    /^https?:\/\//i.test(value) && isUrl(value) ? true : 'Enter valid URL (http:// or https://)',
  );

/** POST /admin/profile/webhooks and PUT /admin/profile/webhooks/:id */
export const webhookEndpointBody = type({
  url: webhookUrl(),
  description: optionalText('between:0-255'),
  events: someOf(oneOf(WEBHOOK_EVENTS), WEBHOOK_EVENTS.length, 'event'),
  is_active: optional(flag()),
});
export type WebhookEndpointBody = Infer<typeof webhookEndpointBody>;
