/**
 * The PBX phone book (spec §2 /xpbx/settings/contacts, §3 "Contacts"): first and last name, number,
 * company and e-mail. Not the widget's contacts (bodies/widget-contacts.ts), hence "PbxContact".
 * A file of its own so its bodies are built only where the page loads.
 */
import { type Infer, partial, type } from 'superstruct';
import { numberText, optionalText, text } from '../bodies/fields.js';
import { returns } from '../endpoint.js';
import type { Timestamp } from '../entities/common.js';
import { defineMessage } from '../message.js';
import { defineResource } from '../resource.js';

/** A phone-book entry of the account. */
export interface PbxContact {
  id: number;
  first_name: string;
  last_name: string;
  /** E.164 digits with an optional leading +; unique within the account. */
  number: string;
  company: string;
  email: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export const createPbxContactBody = type({
  first_name: text('required|between:1-100'),
  last_name: optionalText('between:0-100'),
  /** E.164: at most 15 digits, with an optional leading + (16 characters). */
  number: numberText(2, 16),
  company: optionalText('between:0-200'),
  /** The shared rule set's e-mail rule; empty means none. */
  email: optionalText('email|between:0-254'),
});
export type CreatePbxContactBody = Infer<typeof createPbxContactBody>;
export const updatePbxContactBody = partial(createPbxContactBody);
export type UpdatePbxContactBody = Infer<typeof updatePbxContactBody>;

/** The account's phone book: /xpbx/settings/contacts. */
export const pbxContactResource = defineResource({
  name: 'PbxContact',
  plural: 'PbxContacts',
  key: 'pbxContacts',
  noun: defineMessage({ id: 'resource.noun.pbxContact', defaultMessage: 'contact' }),
  entity: returns<PbxContact>(),
  path: '/admin/xpbx/contacts',
  create: createPbxContactBody,
  update: updatePbxContactBody,
  title: 'number',
  columns: [
    { id: 'first_name', field: 'first_name', searchable: true },
    { id: 'last_name', field: 'last_name', searchable: true },
    { id: 'number', field: 'number', searchable: true, format: 'ltr' },
    { id: 'company', field: 'company', searchable: true },
    { id: 'email', field: 'email', searchable: true, format: 'ltr' },
    { id: 'created_at', field: 'created_at', format: 'timestamp' },
    { id: 'updated_at', field: 'updated_at', format: 'timestamp' },
  ],
  bulkDelete: true,
});

/** One row of an uploaded phone book as read (1-based line, the header being line 1). */
export interface PbxContactImportRow {
  line: number;
  values: { first_name: string; last_name: string; number: string; company: string; email: string };
  /** Field → why the row cannot be imported; absent for a good row. */
  errors?: Record<string, string>;
}

/** The preview of an uploaded phone book: nothing is stored until it is applied by `import_id`. */
export interface PbxContactImportPreview {
  import_id: string;
  counts: { good: number; bad: number };
  /** Every row read (a phone book is small: at most MAX_IMPORT_ROWS). */
  rows: PbxContactImportRow[];
  expires_at: Timestamp;
}

export interface PbxContactImportApplied {
  created: number;
}
