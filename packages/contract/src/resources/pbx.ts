/** The PBX's users and internal numbers as resources (spec §2 users table, §3, §7). */
import { createExtensionBody, updateExtensionBody } from '../bodies/extensions.js';
import { createPbxUserBody, searchPbxUsersBody, updatePbxUserBody } from '../bodies/pbx-users.js';
import { returns } from '../endpoint.js';
import type { Extension, PbxUser } from '../entities/pbx.js';
import { defineMessage } from '../message.js';
import { defineResource } from '../resource.js';

/**
 * Users within an account; each shows its extension's number, so both lists refresh together, and
 * internal numbers show their user's name.
 */
export const pbxUserResource = defineResource({
  name: 'PbxUser',
  plural: 'PbxUsers',
  key: 'pbx-users',
  invalidates: ['extensions', 'internal-numbers'],
  noun: defineMessage({ id: 'resource.noun.user', defaultMessage: 'user' }),
  entity: returns<PbxUser>(),
  path: '/admin/xpbx/user',
  create: createPbxUserBody,
  update: updatePbxUserBody,
  search: searchPbxUsersBody,
  title: 'username',
  columns: [
    { id: 'username', field: 'username', searchable: true },
    { id: 'description', field: 'description', searchable: true },
    { id: 'extension', field: 'extension' },
    { id: 'timezone', field: 'timezone' },
    { id: 'is_active', field: 'is_active', format: 'active' },
    { id: 'created_at', field: 'created_at', format: 'timestamp' },
    { id: 'updated_at', field: 'updated_at', format: 'timestamp' },
  ],
  toggle: true,
  bulkDelete: true,
  membersRead: true,
});

/** Internal numbers (extensions); users show them and the users dialog offers the free ones. */
export const extensionResource = defineResource({
  name: 'Extension',
  plural: 'Extensions',
  key: 'extensions',
  // DIDs routed to an extension show its number.
  invalidates: ['pbx-users', 'did-numbers'],
  noun: defineMessage({ id: 'resource.noun.extension', defaultMessage: 'extension' }),
  entity: returns<Extension>(),
  path: '/admin/xpbx/extension',
  create: createExtensionBody,
  update: updateExtensionBody,
  title: 'extension',
  columns: [
    { id: 'extension', field: 'extension', searchable: true },
    { id: 'description', field: 'description', searchable: true },
    { id: 'is_active', field: 'is_active', format: 'active' },
    { id: 'created_at', field: 'created_at', format: 'timestamp' },
    { id: 'updated_at', field: 'updated_at', format: 'timestamp' },
  ],
  membersRead: true,
});
