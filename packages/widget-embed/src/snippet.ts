/**
 * The snippet a site owner pastes into a page (built to dist/snippet.min.js; `installSnippet`
 * wraps it in a script tag that carries the widget's public key and API base as data attributes).
 *
 * It only defines the one global, `SwitchboardWidget`, as a queue for commands called before the
 * loader arrives (`SwitchboardWidget('open')`), and adds the loader as an async script once the
 * page has loaded: a script added while the page parses holds the page's `load` event until it has
 * arrived, so a slow API would hold the site's own page. No document.write, nothing drawn. Pasting
 * it twice loads the widget once. Under Trusted Types the loader's address goes through the
 * `switchboard-widget` policy (TRUSTED_TYPES_POLICY of ./install).
 */
interface Queue {
  (...args: unknown[]): void;
  /** Commands waiting for the loader. */
  q?: unknown[][];
  /** Set once a loader script has been added (or the loader runs). */
  s?: number;
}

interface TrustedTypes {
  createPolicy(
    name: string,
    rules: { createScriptURL(url: string): string },
  ): {
    createScriptURL(url: string): string;
  };
}

((w: Window & { SwitchboardWidget?: Queue; trustedTypes?: TrustedTypes }, d: Document) => {
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
  const add = () => {
    const script = d.createElement('script');
    const url = `${api.replace(/\/+$/, '')}/widget.js`;
    script.async = true;
    script.src = w.trustedTypes
      ? w.trustedTypes.createPolicy('switchboard-widget', { createScriptURL: () => url }).createScriptURL(url)
      : url;
    script.setAttribute('data-switchboard-key', key);
    script.setAttribute('data-switchboard-api', api);
    (d.head || d.documentElement).appendChild(script);
  };
  if (d.readyState === 'complete') add();
  else w.addEventListener('load', add);
})(window, document);
