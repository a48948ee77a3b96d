import { SNIPPET_CODE, SNIPPET_CSP_HASH } from './snippet.gen.js';

export { SNIPPET_CODE, SNIPPET_CSP_HASH };

/** The snippet's budget: what a site owner pastes stays under one kilobyte. */
export const SNIPPET_BUDGET_BYTES = 1024;

/**
 * The Trusted Types policy the snippet creates to add the loader's script (the only script URL the
 * widget sets): a site that allow-lists policies names it in `trusted-types`.
 */
export const TRUSTED_TYPES_POLICY = 'switchboard-widget';

function attribute(value: string): string {
  return String(value)
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

const trimmed = (apiBase: string) => String(apiBase).replace(/\/+$/, '');

/**
 * The HTML a site owner pastes before `</body>` (or anywhere in the page) to embed a widget, as
 * the console shows it on /widget/installation. `apiBase` is the API's public origin (with a path
 * prefix if it has one); the loader is fetched from `{apiBase}/widget.js`.
 */
export function installSnippet(apiBase: string, publicKey: string): string {
  const api = trimmed(apiBase);
  return (
    '<!-- Switchboard widget -->\n' +
    `<script data-switchboard-key="${attribute(publicKey)}" data-switchboard-api="${attribute(api)}">` +
    `${SNIPPET_CODE}</script>`
  );
}

/**
 * The install code without inline script, for a Content-Security-Policy that allows no inline
 * code: the loader itself, which takes the API base from its own address.
 */
export function loaderOnlySnippet(apiBase: string, publicKey: string): string {
  return `<script src="${attribute(`${trimmed(apiBase)}/widget.js`)}" data-switchboard-key="${attribute(publicKey)}" async></script>`;
}

/**
 * What a strict Content-Security-Policy needs for the widget: the snippet's hash (or the page's
 * nonce) and the API's origin in `script-src` (the loader and the panel), the origin in
 * `connect-src` (config and visitor requests), and the widget's Trusted Types policy.
 */
export function cspDirectives(apiBase: string): string {
  const origin = new URL(trimmed(apiBase)).origin;
  return (
    `script-src ${SNIPPET_CSP_HASH} ${origin};\n` +
    `connect-src ${origin};\n` +
    `require-trusted-types-for 'script'; trusted-types ${TRUSTED_TYPES_POLICY};`
  );
}
