/**
 * The PBX phone book (spec §2 /xpbx/settings/contacts): the generic tenant store from its
 * resource declaration (a number listed once per account), and the CSV/XLSX import (preview, then
 * apply; ../pbx-contacts/import.ts).
 */
import {
  endpoints as ep,
  type PbxContact,
  pbxContactImportBody,
  pbxContactResource,
} from '@switchboard/contract';
import { messages } from '@switchboard/forms';
import { pbxContacts } from '../db/schema.js';
import type { Deps } from '../deps.js';
import { contractRoutes } from '../lib/contract-routes.js';
import { uploadedFile } from '../lib/multipart.js';
import { applyContactImport, previewContactImport } from '../pbx-contacts/import.js';
import { drizzleStore } from '../resources/drizzle-store.js';
import { registerResource } from '../resources/register.js';

const toPbxContact = (row: typeof pbxContacts.$inferSelect): PbxContact => ({
  id: row.id,
  first_name: row.firstName,
  last_name: row.lastName,
  number: row.number,
  company: row.company,
  email: row.email,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

export default function pbxContactRoutes(deps: Deps) {
  const store = drizzleStore({
    resource: pbxContactResource,
    table: pbxContacts,
    serialize: toPbxContact,
    conflicts: { pbx_contacts_account_number_key: { field: 'number', message: messages.unique('Number') } },
  });
  const routes = contractRoutes(deps);
  registerResource(routes, deps, pbxContactResource, store);
  return routes
    .on(ep.previewPbxContactImport, async (c) => {
      const { file } = await uploadedFile(c, pbxContactImportBody);
      return c.json(await previewContactImport(deps, c.get('session').accountId, file));
    })
    .on(ep.applyPbxContactImport, async (c) =>
      c.json(await applyContactImport(deps, c.get('session').accountId, c.req.param('importId') ?? '')),
    ).app;
}
