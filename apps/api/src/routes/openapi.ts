/** GET /openapi.json: the API described from the contract's endpoint table (openapi/document.ts). */
import { endpoints as ep } from '@switchboard/contract';
import type { Deps } from '../deps.js';
import { contractRoutes } from '../lib/contract-routes.js';
import { openApiDocument } from '../openapi/document.js';

export default function openApiRoutes(deps: Deps) {
  const document = openApiDocument();
  return contractRoutes(deps).on(ep.openApi, (c) => {
    c.header('Cache-Control', 'public, max-age=300');
    return c.json(document);
  }).app;
}
