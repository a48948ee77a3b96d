// What the API needs to serve the widget: where the built files are and how each is served.
// build.mjs writes dist/manifest.json; the API reads it once at start (no DOM, no Node imports
// here, so any runtime can import this module).

/** One file of dist/, as the API serves it. */
export interface WidgetAsset {
  /** Path inside dist/, e.g. 'widget.js' or 'widget-assets/panel-AB12CD34.js'. */
  file: string;
  /** The URL path to serve it at, e.g. '/widget.js'. */
  url: string;
  bytes: number;
  gzip: number;
  contentType: string;
  cacheControl: string;
  /** Extra headers (CORS for the cross-origin module import, nosniff). */
  headers: Record<string, string>;
}

export interface WidgetManifest {
  /** URL path of the loader ('/widget.js'). */
  loader: string;
  /** URL path of the panel entry chunk. */
  panel: string;
  /** The console's live preview: its page ('/widget-preview.html') and the script the page loads. */
  preview: { page: string; script: string };
  /** Every file to serve: the loader, the panel and its chunks, the preview's script, chunks and page. */
  assets: WidgetAsset[];
  /** The snippet's minified code in dist/ (for reference; the console inlines it). */
  snippet: { file: string; bytes: number };
  budgets: { snippetRaw: number; loaderGzip: number; panelGzip: number };
}

/** dist/ of this package as a file: URL (read dist/manifest.json and the files from here). */
export const WIDGET_DIST_URL: URL = new URL('../dist/', import.meta.url);

/** The manifest's location. */
export const WIDGET_MANIFEST_URL: URL = new URL('manifest.json', WIDGET_DIST_URL);

/** The asset served at `urlPath` (exact match; query strings stripped), if it is one. */
export function findAsset(manifest: WidgetManifest, urlPath: string): WidgetAsset | undefined {
  const path = urlPath.split('?')[0];
  return manifest.assets.find((asset) => asset.url === path);
}
