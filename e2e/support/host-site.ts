import { createServer, type Server } from 'node:http';

/** A third-party site on its own origin (another port than the console and API). */
export const HOST_SITE_PORT = Number(process.env.E2E_HOST_PORT ?? 8282);

export interface HostSite {
  /** The site's address, e.g. http://localhost:8282/ (another origin than the stack's 127.0.0.1). */
  url: string;
  /**
   * Pastes the install code into the page, as a site owner does before </body>; `options` adds the
   * site's own CSS (e.g. a transformed body, a tall page) and response headers (e.g. a CSP).
   */
  embed(installCode: string, options?: HostPageOptions): void;
  close(): Promise<void>;
}

export interface HostPageOptions {
  /** CSS after the page's own, in its <style>. */
  style?: string;
  /** Headers the page is sent with, e.g. Content-Security-Policy. */
  headers?: Record<string, string>;
}

/**
 * Serves a plain shop page with a header, text and a footer; the widget's install code goes before
 * </body>. Nothing else on the page knows about the widget.
 */
export async function startHostSite(): Promise<HostSite> {
  let code = '';
  let extra: HostPageOptions = {};
  const page = () => `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Corner Bakery</title>
<meta name="color-scheme" content="light dark">
<style>body{font:16px/1.5 Georgia,serif;margin:0;color:#222;background:#fff}header,footer{background:#f3e9dc;padding:16px 32px}main{padding:32px;max-width:720px}
@media (prefers-color-scheme:dark){body{color:#eee;background:#1b1b1f}header,footer{background:#3a2f25}}${extra.style ?? ''}</style>
</head>
<body>
<header><h1>Corner Bakery</h1></header>
<main><p id="text">Fresh bread every morning. Ask us about cakes for your party.</p></main>
<footer>© Corner Bakery</footer>
${code}
</body>
</html>`;
  const server: Server = createServer((request, response) => {
    if (request.url === '/' || request.url?.startsWith('/?')) {
      response.writeHead(200, {
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': 'no-store',
        ...extra.headers,
      });
      response.end(page());
    } else {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(HOST_SITE_PORT, '127.0.0.1', () => resolve());
  });
  return {
    url: `http://localhost:${HOST_SITE_PORT}/`,
    embed(installCode, options = {}) {
      code = installCode;
      extra = options;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
