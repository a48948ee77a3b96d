/**
 * Request size limits, enforced while the body arrives (hono/body-limit): a declared Content-Length
 * over the limit is refused before anything is read, and a chunked body is counted as it streams
 * and cut off at the limit, so no oversized body is ever buffered whole. Answers 413 with a message.
 *
 * JSON bodies are small forms: 256 KB. Upload endpoints (the contract's multipart bodies) get their
 * file limit (spec §9: 20 MB, 10 MB for a visitor's email attachment) plus room for the multipart
 * framing; the handler checks the file itself against the exact limit.
 */

import type { IncomingMessage } from 'node:http';
import type { HttpBindings } from '@hono/node-server';
import { apiMessages, endpoints, isMultipartBody } from '@switchboard/contract';
import { MB, messages } from '@switchboard/forms';
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { pathPattern } from '../lib/path-pattern.js';

export const MAX_JSON_BYTES = 256 * 1024;
/** Boundaries and part headers around the file. */
export const MULTIPART_SLACK_BYTES = 64 * 1024;

/**
 * A refused body of a declared length up to this is read and dropped before the 413 is sent (a
 * lingering close): a client still sending when the server closes gets a reset instead of the
 * answer. Beyond it, or after LINGER_MS, the answer goes out and the connection is closed.
 */
export const LINGER_MAX_BYTES = 64 * 1024 * 1024;
export const LINGER_MS = 30_000;

/** Reads and drops the rest of the request body; true once it has all arrived within the bound. */
function drained(incoming: IncomingMessage): Promise<boolean> {
  if (incoming.complete) return Promise.resolve(true);
  return new Promise((resolve) => {
    const done = (whole: boolean) => {
      clearTimeout(timer);
      incoming.off('end', ended).off('error', failed);
      resolve(whole);
    };
    const ended = () => done(true);
    const failed = () => done(false);
    const timer = setTimeout(() => done(false), LINGER_MS);
    incoming.on('end', ended).on('error', failed);
    incoming.resume();
  });
}

/**
 * The refused body is left unread (that is the point): a streamed one is cut off where it passes
 * the limit, so the connection cannot carry another request, and `Connection: close` makes Node
 * close it after the answer and tells a keep-alive client to open a new one. A body of a declared
 * length within LINGER_MAX_BYTES is drained first instead: the client gets its 413 whole and the
 * connection stays usable.
 */
export function limitBody(maxBytes: number, message: string): MiddlewareHandler {
  const tooLarge = (c: Context) => c.json({ message }, 413, { Connection: 'close' });
  const streamed = bodyLimit({ maxSize: maxBytes, onError: tooLarge });
  const declaredTooLarge = async (c: Context, length: number) => {
    const incoming = (c.env as Partial<HttpBindings> | undefined)?.incoming;
    if (incoming && length <= LINGER_MAX_BYTES && (await drained(incoming))) return c.json({ message }, 413);
    return tooLarge(c);
  };
  return async (c, next) => {
    // A declared length is judged from the header, as hono's bodyLimit does, but without first
    // touching the body: that makes @hono/node-server wrap the request in a whole WHATWG Request
    // and web stream, where reading the JSON later takes its direct path (a tenth of a visitor
    // POST's CPU, bench/widget.ts).
    const declared = c.req.header('content-length');
    if (declared === undefined || c.req.header('transfer-encoding') !== undefined) return streamed(c, next);
    const length = Number.parseInt(declared, 10);
    return length > maxBytes ? declaredTooLarge(c, length) : next();
  };
}

/** The file limit of an upload, as the 413 message states it. */
export const fileTooLargeMessage = (maxBytes: number) => messages.fileTooLarge(maxBytes / MB);

/** One middleware for /admin and /public routes: the upload limit on upload endpoints, the JSON limit elsewhere. */
export function bodyLimits(): MiddlewareHandler {
  const json = limitBody(MAX_JSON_BYTES, apiMessages.bodyTooLarge);
  const uploads: { method: string; pattern: RegExp; limit: MiddlewareHandler }[] = [];
  for (const endpoint of Object.values(endpoints)) {
    if (!isMultipartBody(endpoint.body)) continue;
    const { maxBytes } = endpoint.body.multipart;
    uploads.push({
      method: endpoint.method,
      pattern: pathPattern(endpoint.path),
      limit: limitBody(maxBytes + MULTIPART_SLACK_BYTES, fileTooLargeMessage(maxBytes)),
    });
  }
  return (c, next) => {
    // Reads carry no body; skipping them also keeps @hono/node-server on its fast path (touching
    // the body makes it build a whole Request), which the public widget config needs.
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const upload = uploads.find((u) => u.method === c.req.method && u.pattern.test(c.req.path));
    return (upload?.limit ?? json)(c, next);
  };
}
