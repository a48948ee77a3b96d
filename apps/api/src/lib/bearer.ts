import type { Context } from 'hono';

/** The token of an `Authorization: Bearer <token>` header, or null. */
export function bearerToken(c: Context): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(c.req.header('authorization') ?? '');
  return match?.[1] ?? null;
}
