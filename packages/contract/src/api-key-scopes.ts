/**
 * What an API key may reach, derived from the endpoint table: the `verified` entries (the account's
 * working areas) by the area of their path, read (GET, or a POST that changes nothing) or write.
 * Everything else — the profile, password, two-factor, payments, activity, the keys and webhooks
 * themselves, administration — is the owner's logged-in session's alone, as are entries that say
 * `apiKeys: false` (a credential of their own, like the switch token).
 */
import type { Endpoint } from './endpoint.js';

export const API_KEY_SCOPES = [
  'widgets:read',
  'widgets:write',
  'pbx:read',
  'pbx:write',
  'reports:read',
  'calls:events',
] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/** First match wins: the call log is a report of the PBX's calls. */
const AREAS: readonly (readonly [RegExp, string])[] = [
  [/^\/admin\/widgets?(\/|$)/, 'widgets'],
  [/^\/admin\/(reports(\/|$)|xpbx\/call-log$|xpbx\/reports(\/|$))/, 'reports'],
  [/^\/admin\/xpbx\/call-events(\/|$)/, 'calls'],
  // Rented numbers are the PBX's DIDs: ordering and releasing them is a change of the PBX.
  [/^\/admin\/(xpbx|virtual-number)\//, 'pbx'],
];

/** The scope a key needs for an entry, or null when no key reaches it. */
export function apiKeyScopeOf(endpoint: Endpoint): ApiKeyScope | null {
  if (endpoint.auth !== 'verified' || endpoint.apiKeys === false) return null;
  const area = AREAS.find(([pattern]) => pattern.test(endpoint.path))?.[1];
  if (!area) return null;
  // The switch's event key posts and reads back its events with one scope, nothing else.
  if (area === 'calls') return 'calls:events';
  const scope = `${area}:${endpoint.method === 'GET' || endpoint.readOnly ? 'read' : 'write'}`;
  return (API_KEY_SCOPES as readonly string[]).includes(scope) ? (scope as ApiKeyScope) : null;
}
