/**
 * `Server-Timing: app;dur=…` on every answer: the milliseconds between the request reaching the
 * app and its answer being ready. Browser dev tools show it, and `pnpm bench:load` sets it beside
 * the time a caller waited, which tells time spent in the handlers from time spent waiting for a
 * CPU or in the network. It says no more than a caller can measure for itself.
 */
import type { MiddlewareHandler } from 'hono';

export function serverTiming(): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    c.res.headers.set('Server-Timing', `app;dur=${(performance.now() - started).toFixed(1)}`);
  };
}

/** The `app` duration of a Server-Timing header, or null. */
export function appDuration(header: string | null): number | null {
  const match = header ? /(?:^|,)\s*app;dur=([\d.]+)/.exec(header) : null;
  return match ? Number(match[1]) : null;
}
