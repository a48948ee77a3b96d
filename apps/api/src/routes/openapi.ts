/** GET /openapi.json: the API described from the contract's endpoint table (openapi/document.ts). */
import { Hono } from 'hono';
import { openApiDocument } from '../openapi/document.js';

export function openApiRoutes() {
  const document = openApiDocument();
  return new Hono().get('/openapi.json', (c) => {
    c.header('Cache-Control', 'public, max-age=300');
    return c.json(document);
  });
}
