/**
 * Request size limits, enforced while the body arrives (hono/body-limit): a declared Content-Length
 * over the limit is refused before anything is read, and a chunked body is counted as it streams
 * and cut off at the limit, so no oversized body is ever buffered whole. Answers 413 with a message.
 *
 * JSON bodies are small forms: 256 KB. Upload endpoints (the contract's multipart bodies) get their
 * file limit (spec §9: 20 MB, 10 MB for a visitor's email attachment) plus room for the multipart
 * framing; the handler checks the file itself against the exact limit.
 */
import { apiMessages, endpoints, isMultipartBody } from '@switchboard/contract';
import { MB, messages } from '@switchboard/forms';
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';

export const MAX_JSON_BYTES = 256 * 1024;
/** Boundaries and part headers around the file. */
export const MULTIPART_SLACK_BYTES = 64 * 1024;

/**
 * The refused body is left unread (that is the point), so the connection cannot carry another
 * request: the rest of the body would be read as one. `Connection: close` makes Node close it
 * after the answer and tells a keep-alive client to open a new one, instead of reusing a
 * connection that no longer answers.
 */
export function limitBody(maxBytes: number, message: string): MiddlewareHandler {
  const tooLarge = (c: Context) => c.json({ message }, 413, { Connection: 'close' });
  const streamed = bodyLimit({ maxSize: maxBytes, onError: tooLarge });
  return async (c, next) => {
    // A declared length is judged from the header, as hono's bodyLimit does, but without first
    // touching the body: that makes @hono/node-server wrap the request in a whole WHATWG Request
    // and web stream, where reading the JSON later takes its direct path (a tenth of a visitor
    // POST's CPU, bench/widget.ts).
    const declared = c.req.header('content-length');
    if (declared === undefined || c.req.header('transfer-encoding') !== undefined) return streamed(c, next);
    return Number.parseInt(declared, 10) > maxBytes ? tooLarge(c) : next();
  };
}

/** The file limit of an upload, as the 413 message states it. */
export const fileTooLargeMessage = (maxBytes: number) => messages.fileTooLarge(maxBytes / MB);

/** `/public/widget/:publicKey/email` → a pattern matching its concrete paths. */
const pathPattern = (path: string) =>
  new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z_]\w*/g, '[^/]+')}$`);

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
