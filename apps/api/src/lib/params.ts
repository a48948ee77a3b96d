import type { Context } from 'hono';
import { notFound } from './http-error.js';

const MAX_INT = 2_147_483_647;

/** A numeric path parameter; anything else cannot name a row, so it is a 404. */
export function idParam(c: Context, name = 'id'): number {
  const raw = c.req.param(name) ?? '';
  const value = /^\d{1,10}$/.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isSafeInteger(value) || value < 1 || value > MAX_INT) throw notFound();
  return value;
}

/** `%`, `_` and `\` are wildcards in LIKE; a search for them means the characters themselves. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}
