import { SNIPPET_CODE } from './snippet.gen.js';

export { SNIPPET_CODE };

/** The snippet's budget: what a site owner pastes stays under one kilobyte. */
export const SNIPPET_BUDGET_BYTES = 1024;

function attribute(value: string): string {
  return String(value)
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

/**
 * The HTML a site owner pastes before `</body>` (or anywhere in the page) to embed a widget, as
 * the console shows it on /widget/installation. `apiBase` is the API's public origin (with a path
 * prefix if it has one); the loader is fetched from `{apiBase}/widget.js`.
 */
export function installSnippet(apiBase: string, publicKey: string): string {
  const api = String(apiBase).replace(/\/+$/, '');
  return (
    '<!-- Switchboard widget -->\n' +
    `<script data-switchboard-key="${attribute(publicKey)}" data-switchboard-api="${attribute(api)}">` +
    `${SNIPPET_CODE}</script>`
  );
}
