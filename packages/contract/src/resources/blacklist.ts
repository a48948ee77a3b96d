/**
 * The PBX blacklist as a resource (spec §1, §2 /xpbx/settings/blacklist). A file of its own: its
 * bodies are built when the module loads, so sharing the users' file would put them in every
 * page's first load.
 */
import { type Infer, optional, partial, type } from 'superstruct';
import { flag, numberText, oneOf, optionalText } from '../bodies/fields.js';
import { returns } from '../endpoint.js';
import type { Flag, Timestamp } from '../entities/common.js';
import { defineMessage } from '../message.js';
import { defineResource } from '../resource.js';

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
