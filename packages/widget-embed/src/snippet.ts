/**
 * The snippet a site owner pastes into a page (built to dist/snippet.min.js; `installSnippet`
 * wraps it in a script tag that carries the widget's public key and API base as data attributes).
 *
 * It only defines the one global, `SwitchboardWidget`, as a queue for commands called before the
 * loader arrives (`SwitchboardWidget('open')`), and adds the loader as an async script: no
 * document.write, nothing that blocks parsing or rendering, nothing drawn. Pasting it twice loads
 * the widget once.
 */
interface Queue {
  (...args: unknown[]): void;
  /** Commands waiting for the loader. */
  q?: unknown[][];
  /** Set once a loader script has been added (or the loader runs). */
  s?: number;
}

((w: Window & { SwitchboardWidget?: Queue }, d: Document) => {
  const me = d.currentScript;
  const key = me?.getAttribute('data-switchboard-key');
  const api = me?.getAttribute('data-switchboard-api');
  const sw: Queue =
    w.SwitchboardWidget ||
    ((...args: unknown[]) => {
      sw.q = sw.q || [];
      sw.q.push(args);
    });
  w.SwitchboardWidget = sw;
  if (!key || !api || sw.s) return;
  sw.s = 1;
  const script = d.createElement('script');
  script.async = true;
  script.src = `${api.replace(/\/+$/, '')}/widget.js`;
  script.setAttribute('data-switchboard-key', key);
  script.setAttribute('data-switchboard-api', api);
  (d.head || d.documentElement).appendChild(script);
})(window, document);
