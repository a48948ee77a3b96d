/**
 * The hot path of GET /public/widget/:publicKey, taken before the app: every page view of every
 * customer's site asks for it. The app's answer for a widget depends only on the cached widget,
 * the coding the request accepts and whether If-None-Match names its ETag (the widget's CORS is
 * `*` for any origin, the security headers are fixed). So the first answer the app gives for a
 * (widget, coding, 200 or 304) is kept, headers as a plain object, and later requests get the same
 * headers and the cached bytes without going through the middleware chain, with nothing built per
 * request: node:http writes them out before @hono/node-server builds anything for the request.
 *
 * Kept answers belong to the cached widget object: when the cache forgets or reloads the widget,
 * they are gone with it. An answer is kept only when its ETag is the one the widget has for that
 * coding, so it cannot outlive a save. Anything else (HEAD, a query string, an unknown or uncached
 * widget) goes to the app as before.
 */
import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type RequestListener,
  type ServerOptions,
  type ServerResponse,
} from 'node:http';
import type { Http2Bindings, HttpBindings } from '@hono/node-server';
import { endpoints as ep } from '@switchboard/contract';
import { type Coding, codingEtag, codingsOf, matchesEtag, negotiate } from '../lib/content-coding.js';
import type { PublishedWidget, WidgetCache } from './public-cache.js';

/** `/public/widget/` */
const PREFIX = ep.widgetPublicConfig.path.slice(0, ep.widgetPublicConfig.path.indexOf(':'));

type Kept = Partial<Record<Coding, { 200?: Record<string, string>; 304?: Record<string, string> }>>;

/** Headers node:http writes itself. */
const OWN = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

const bodyOf = (widget: PublishedWidget, coding: Coding) =>
  (coding === 'identity' ? undefined : widget.config[coding]) ?? widget.config.identity;

/** What is read of node's request (HTTP/1 or 2). */
interface Incoming {
  url?: string;
  method?: string;
  headers: IncomingHttpHeaders;
}

export function publicConfigAnswers(cache: WidgetCache) {
  const kept = new WeakMap<PublishedWidget, Kept>();

  /** The widget and representation a request is for, or null when it is not this route's. */
  function target(incoming: Incoming) {
    const url = incoming.url ?? '';
    if (incoming.method !== 'GET' || !url.startsWith(PREFIX)) return null;
    const publicKey = url.slice(PREFIX.length);
    if (publicKey.includes('/') || publicKey.includes('?')) return null;
    const widget = cache.peek(publicKey);
    if (!widget) return null;
    const coding = negotiate(incoming.headers['accept-encoding'], codingsOf(widget.config));
    const etag = codingEtag(widget.config.etag, coding);
    const status = matchesEtag(incoming.headers['if-none-match'], etag) ? 304 : 200;
    return { widget, coding, etag, status } as const;
  }

  return {
    /** Writes the kept answer to this request; false when there is none (the app answers). */
    send(incoming: IncomingMessage, outgoing: ServerResponse): boolean {
      const request = target(incoming);
      if (!request) return false;
      const { widget, coding, status } = request;
      const headers = kept.get(widget)?.[coding]?.[status];
      if (!headers) return false;
      outgoing.writeHead(status, headers);
      if (status === 304) outgoing.end();
      else outgoing.end(bodyOf(widget, coding));
      return true;
    },

    /** Keeps the app's answer to this request when it is one of the route's two answers. */
    keep(incoming: Incoming, response: Response): void {
      if (response.status !== 200 && response.status !== 304) return;
      const request = target(incoming);
      if (!request || response.status !== request.status) return;
      if (response.headers.get('etag') !== request.etag) return;
      const headers: Record<string, string> = {};
      for (const [name, value] of response.headers) if (!OWN.has(name)) headers[name] = value;
      // @hono/node-server adds the length as it writes: the kept answer states it itself.
      if (request.status === 200)
        headers['content-length'] = String(bodyOf(request.widget, request.coding).byteLength);
      const byWidget = kept.get(request.widget) ?? {};
      byWidget[request.coding] = { ...byWidget[request.coding], [request.status]: headers };
      kept.set(request.widget, byWidget);
    },
  };
}

type Fetch = (request: Request, bindings: HttpBindings | Http2Bindings) => Response | Promise<Response>;

export type KeptConfigAnswers = ReturnType<typeof publicConfigAnswers>;

/** The app's fetch, keeping its answers to the config route as they go out. */
export const learning =
  (answers: KeptConfigAnswers, fetch: Fetch): Fetch =>
  (request, bindings) =>
    Promise.resolve(fetch(request, bindings)).then((response) => {
      answers.keep(bindings.incoming, response);
      return response;
    });

/**
 * `createServer` for @hono/node-server's serve(): node:http sends the kept answers (`current()`,
 * null until the app is up) itself, and hands every other request to the app.
 */
export const serverWithKeptAnswers = (current: () => KeptConfigAnswers | null) =>
  // serve() calls it as createServer(options, listener), the one overload used here.
  ((options: ServerOptions, app: RequestListener) =>
    createServer(options, (incoming, outgoing) => {
      if (!current()?.send(incoming, outgoing)) app(incoming, outgoing);
    })) as typeof createServer;
