/**
 * The export's signed link: the report's filters travel in the token itself (base64url JSON and
 * its HMAC), so nothing is stored between the click and the download, and the link opens without
 * a bearer header (a download cannot send one) for SIGNED_LINK_SECONDS. Signed under a purpose of
 * its own, so no other signed link of the API passes for it.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { CallReportExportBody, MessageReportExportBody } from '@switchboard/contract';
import { SIGNED_LINK_SECONDS } from '../lib/signed-link.js';

export type ExportOrder =
  | { kind: 'calls'; accountId: number; body: CallReportExportBody }
  | { kind: 'messages'; accountId: number; body: MessageReportExportBody };

const sign = (secret: Uint8Array, payload: string) =>
  createHmac('sha256', secret).update(`report-export:${payload}`).digest('base64url');

export function exportToken(secret: Uint8Array, order: ExportOrder, nowMs: number): string {
  const expires = Math.floor(nowMs / 1000) + SIGNED_LINK_SECONDS;
  const payload = Buffer.from(JSON.stringify({ ...order, expires })).toString('base64url');
  return `${payload}.${sign(secret, payload)}`;
}

/** The order a token carries, or null (malformed, forged or expired). */
export function readExportToken(secret: Uint8Array, token: string, nowMs: number): ExportOrder | null {
  const match = /^([A-Za-z0-9_-]{1,4000})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const [, payload = '', signature = ''] = match;
  const expected = Buffer.from(sign(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  const { expires, ...order } = JSON.parse(
    Buffer.from(payload, 'base64url').toString('utf8'),
  ) as ExportOrder & {
    expires: number;
  };
  return expires * 1000 < nowMs ? null : order;
}
