// The loader, built to dist/widget.js (an IIFE). It reads its own script tag's data attributes,
// keeps the one global the snippet defined (or defines it), fetches the widget's config, draws
// the floating button and imports the panel chunk when the visitor shows interest.
import type { PanelModule } from '../panel/types';
import { boot, type Widget } from './boot';

/** The panel chunk's path relative to this script (set by build.mjs). */
declare const __PANEL_PATH__: string;

interface Global {
  (...args: unknown[]): void;
  q?: { push(args: unknown[]): unknown } | unknown[][];
  /** A loader script was added. */
  s?: number;
  /** A loader runs: a second copy of the script does nothing. */
  l?: number;
}

((w: Window & { SwitchboardWidget?: Global }, d: Document) => {
  const me = (d.currentScript ||
    d.querySelector('script[data-switchboard-key][src]')) as HTMLScriptElement | null;
  const sw: Global =
    w.SwitchboardWidget ||
    ((...args: unknown[]) => {
      sw.q = sw.q || [];
      sw.q.push(args);
    });
  w.SwitchboardWidget = sw;
  if (sw.l) return;
  sw.l = sw.s = 1;

  const key = me?.getAttribute('data-switchboard-key');
  const src = me?.src || '';
  const apiBase = (me?.getAttribute('data-switchboard-api') || (src && new URL(src).origin) || '').replace(
    /\/+$/,
    '',
  );
  if (!key || !apiBase) {
    console.warn('[Switchboard] missing data-switchboard-key or data-switchboard-api');
    return;
  }
  const panelUrl = new URL(__PANEL_PATH__, src || `${apiBase}/widget.js`).href;

  boot({
    win: w,
    publicKey: key,
    apiBase,
    fetch: (input, init) => w.fetch(input, init),
    loadPanel: () => import(/* @vite-ignore */ panelUrl) as Promise<PanelModule>,
  }).then((widget: Widget | undefined) => {
    // Commands queued before now run in order; later calls run at once (the queue's push runs them).
    const queued = Array.isArray(sw.q) ? sw.q : [];
    const run = (args: unknown[]) => widget?.command(args[0]);
    sw.q = { push: run };
    for (const args of queued) run(args);
  });
})(window, document);
