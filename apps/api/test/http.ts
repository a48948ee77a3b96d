/** A small fetch wrapper for the suites: calls endpoints of the contract table by their entry. */
import { buildPath, type Endpoint, type PathParams } from '@switchboard/contract';

export interface Reply {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON.
  body: any;
  headers: Headers;
}

export interface CallOptions<P extends string> {
  params?: PathParams<P>;
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

/** Every reply body seen, for the "no secrets leave the server" check. */
export const seenBodies: unknown[] = [];

export function client(baseUrl: string) {
  return async function call<E extends Endpoint>(
    endpoint: E,
    options: CallOptions<E['path']> = {},
  ): Promise<Reply> {
    const path = buildPath(endpoint.path, (options.params ?? {}) as PathParams<E['path']>);
    const headers: Record<string, string> = { ...options.headers };
    if (options.body !== undefined) headers['Content-Type'] = 'application/json';
    if (options.token) headers.Authorization = `Bearer ${options.token}`;
    const res = await fetch(baseUrl + path, {
      method: endpoint.method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      redirect: 'manual',
    });
    const text = await res.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON: keep the text
    }
    seenBodies.push(body);
    return { status: res.status, body, headers: res.headers };
  };
}

/** Decodes a JWT's payload (no verification: the test only reads claims). */
export function claimsOf(token: string): Record<string, unknown> {
  const payload = token.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
}
