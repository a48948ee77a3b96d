#!/usr/bin/env node
// Serves a built static folder (the Storybook build) on PORT (default 6006) and HOST (default
// 127.0.0.1). Small on purpose: it only needs GET and HEAD for files under the folder.
import { createReadStream, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';

const dir = path.resolve(process.argv[2] ?? 'storybook-static');
const port = Number(process.env.PORT ?? 6006);
const host = process.env.HOST ?? '127.0.0.1';
const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ico': 'image/x-icon',
};

function fileFor(urlPath) {
  const decoded = decodeURIComponent(urlPath.split('?')[0]);
  const target = path.join(dir, path.normalize(decoded));
  if (!target.startsWith(dir)) return null;
  try {
    const st = statSync(target);
    if (st.isDirectory()) return fileFor(path.posix.join(urlPath.split('?')[0], 'index.html'));
    return { target, size: st.size };
  } catch {
    return null;
  }
}

createServer((req, res) => {
  const file = req.method === 'GET' || req.method === 'HEAD' ? fileFor(req.url ?? '/') : null;
  if (!file) {
    res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
    return;
  }
  res.writeHead(200, {
    'content-type': types[path.extname(file.target)] ?? 'application/octet-stream',
    'content-length': file.size,
  });
  if (req.method === 'HEAD') res.end();
  else createReadStream(file.target).pipe(res);
}).listen(port, host, () => {
  console.log(`Serving ${path.relative(process.cwd(), dir) || '.'} at http://${host}:${port}/`);
});
