#!/usr/bin/env node
// Serves demo/index.html on its own origin (another port than the API), with the snippet's key and
// API address taken from the query string: /?api=http://127.0.0.1:8080&key=<public key>. The
// snippet itself is the one in the file, exactly as the console shows it.
//
//   node demo/serve.mjs [--port 8090] [--host 127.0.0.1]
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 && args[index + 1] ? args[index + 1] : fallback;
};
const port = Number(option('port', process.env.WIDGET_DEMO_PORT || 8090));
const host = option('host', '127.0.0.1');
const page = path.join(path.dirname(fileURLToPath(import.meta.url)), 'index.html');

const attribute = (value) =>
  String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

createServer(async (req, res) => {
  const url = new URL(req.url || '/', `http://${host}:${port}`);
  if (url.pathname !== '/' && url.pathname !== '/index.html') {
    res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
    return;
  }
  let html = await readFile(page, 'utf8');
  const key = url.searchParams.get('key');
  const api = url.searchParams.get('api');
  if (key) html = html.replace(/data-switchboard-key="[^"]*"/, `data-switchboard-key="${attribute(key)}"`);
  if (api) {
    html = html.replace(
      /data-switchboard-api="[^"]*"/,
      `data-switchboard-api="${attribute(api.replace(/\/+$/, ''))}"`,
    );
  }
  res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' }).end(html);
}).listen(port, host, () => {
  console.log(`widget demo host page: http://${host}:${port}/?api=http://127.0.0.1:8080&key=demo`);
});
