import type { Profile } from '@switchboard/contract';

/** A JSON answer as the API gives it. */
export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

type Handler = (request: { method: string; path: string; body: unknown }) => Response | Promise<Response>;

/**
 * A stand-in for the API at the fetch boundary: routes `METHOD /path` to handlers and records
 * every call; a `'*'` handler takes every other request; unknown routes answer 404 like the API does.
 */
export function fakeApi(routes: Record<string, Handler | Response | unknown>) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input), 'http://console.test');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const request = { method, path: url.pathname, body };
    calls.push(request);
    const route = routes[`${method} ${url.pathname}`] ?? routes['*'];
    if (route === undefined) return json({ message: 'Not found.' }, 404);
    if (typeof route === 'function') return (route as Handler)(request);
    if (route instanceof Response) return route.clone();
    return json(route);
  };
  return { fetch: fetch as typeof globalThis.fetch, calls };
}

/** An unsigned access token with the claims the client reads (it never verifies them). */
export function accessToken(claims: { kind?: 'root' | 'user'; is_admin?: boolean } = {}): string {
  const encode = (value: unknown) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  const now = Math.floor(Date.now() / 1000);
  return [
    encode({ alg: 'HS256', typ: 'JWT' }),
    encode({
      sub: 'root:1',
      kind: 'root',
      acc: 1,
      is_admin: false,
      sid: 's1',
      iat: now,
      exp: now + 900,
      ...claims,
    }),
    'signature',
  ].join('.');
}

export function profile(
  overrides: { verified?: boolean; name?: string; userType?: 'admin' | 'user' } = {},
): Profile {
  return {
    user_info: {
      id: 1,
      account_id: 1,
      name: overrides.name ?? 'Anna Schmidt',
      email: 'anna@example.com',
      user_phonenumber: null,
      balance: 0,
      timezone: null,
      user_lang: 'en',
      user_photo: null,
      email_verified_at: overrides.verified === false ? null : '2026-01-01T00:00:00.000Z',
      email_verified: overrides.verified !== false,
      user_type: overrides.userType ?? 'admin',
      is_admin: false,
      impersonating: false,
    },
    company_info: {
      company_name: 'Acme Telecom GmbH',
      vat_number: null,
      company_address: null,
      company_country: null,
      company_manager: null,
      logo_path: null,
      company_email: null,
    },
  };
}
