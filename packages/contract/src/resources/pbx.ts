/** The PBX's users, internal numbers and blacklist as resources (spec §2 users table, §3, §7). */
import { type Infer, optional, partial, type } from 'superstruct';
import { createExtensionBody, updateExtensionBody } from '../bodies/extensions.js';
import { flag, numberText, oneOf, optionalText } from '../bodies/fields.js';
import { createPbxUserBody, searchPbxUsersBody, updatePbxUserBody } from '../bodies/pbx-users.js';
import { returns } from '../endpoint.js';
import type { Flag, Timestamp } from '../entities/common.js';
import type { Extension, PbxUser } from '../entities/pbx.js';
import { defineMessage } from '../message.js';
import { defineResource } from '../resource.js';

/** Users within an account; each shows its extension's number, so both lists refresh together. */
export const pbxUserResource = defineResource({
  name: 'PbxUser',
  plural: 'PbxUsers',
  key: 'pbx-users',
  invalidates: ['extensions'],
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
  invalidates: ['pbx-users'],
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

/** Which calls a blacklisted number is refused on. */
export const BLACKLIST_DIRECTIONS = ['inbound', 'outbound', 'both'] as const;
export type BlacklistDirection = (typeof BLACKLIST_DIRECTIONS)[number];

/** A number (or prefix) the PBX refuses, calling in, called out or both (spec §1, §2 blacklist). */
export interface BlacklistEntry {
  id: number;
  number: string;
  description: string;
  direction: BlacklistDirection;
  is_active: Flag;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export const createBlacklistEntryBody = type({
  /** Digits with an optional leading +; unique within the account. */
  number: numberText(1, 32),
  description: optionalText('between:0-200'),
  direction: oneOf(BLACKLIST_DIRECTIONS),
  is_active: optional(flag()),
});
export type CreateBlacklistEntryBody = Infer<typeof createBlacklistEntryBody>;
export const updateBlacklistEntryBody = partial(createBlacklistEntryBody);
export type UpdateBlacklistEntryBody = Infer<typeof updateBlacklistEntryBody>;

/** The account's blacklist: /xpbx/settings/blacklist. */
export const blacklistResource = defineResource({
  name: 'BlacklistEntry',
  plural: 'BlacklistEntries',
  key: 'blacklist',
  noun: defineMessage({ id: 'resource.noun.blacklistEntry', defaultMessage: 'blacklist entry' }),
  menuLabel: defineMessage({ id: 'resource.menu.blacklist', defaultMessage: 'Blacklist' }),
  entity: returns<BlacklistEntry>(),
  path: '/admin/xpbx/blacklist',
  create: createBlacklistEntryBody,
  update: updateBlacklistEntryBody,
  title: 'number',
  columns: [
    { id: 'number', field: 'number', searchable: true, format: 'ltr' },
    { id: 'description', field: 'description', searchable: true },
    { id: 'direction', field: 'direction' },
    { id: 'is_active', field: 'is_active', format: 'active' },
    { id: 'created_at', field: 'created_at', format: 'timestamp' },
    { id: 'updated_at', field: 'updated_at', format: 'timestamp' },
  ],
  toggle: true,
  bulkDelete: true,
});
