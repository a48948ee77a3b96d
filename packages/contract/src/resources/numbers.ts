/**
 * The account's numbers as resources (spec §2 /xpbx/settings/did-numbers, §3 "Numbers (DID)" and
 * "Internal number"): external numbers (DIDs), each routed to one of the account's flows,
 * extensions, queues, ring groups or voicemail boxes, and internal numbers given to PBX users.
 * A file of its own: its bodies are built when the module loads, and only this page needs them.
 */
import { messages } from '@switchboard/forms';
import {
  coerce,
  define,
  type Infer,
  literal,
  nullable,
  optional,
  partial,
  refine,
  type Struct,
  type,
} from 'superstruct';
import { digits, flag, id, labelOf, oneOf, optionalText } from '../bodies/fields.js';
import { returns } from '../endpoint.js';
import type { Flag, Timestamp } from '../entities/common.js';
import { defineMessage } from '../message.js';
import { defineResource } from '../resource.js';

/** Spec §3 numberType. */
export const DID_NUMBER_TYPES = ['local', 'mobile', 'national', 'toll_free'] as const;
export type DidNumberType = (typeof DID_NUMBER_TYPES)[number];

/** What an inbound call to a DID goes to: the PBX's targets, or the customer's own trunk (a rented number). */
export const DID_TARGET_TYPES = [
  'flow',
  'extension',
  'queue',
  'ring_group',
  'voicemail',
  'customer_trunk',
] as const;
export type DidTargetType = (typeof DID_TARGET_TYPES)[number];

/** A DID's routing target as read: it exists and is the account's (else the DID has none). */
export interface DidTarget {
  type: DidTargetType;
  id: number;
  /** The target's name (an extension's number). */
  name: string;
}

/** An external number (DID) of the account. */
export interface DidNumber {
  id: number;
  /** E.164 digits, with the leading + the account stored. */
  number: string;
  description: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  number_type: DidNumberType;
  /** Null when none was chosen or the chosen one was deleted since: the DID is not routed. */
  target_type: DidTargetType | null;
  target_id: number | null;
  target_name: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/**
 * An E.164 number: up to 15 digits, at least 4, optionally after a +; text, described as a phone
 * number (a JSON number would lose the + and leading zeros).
 */
const e164 = () =>
  define<string>('phone-number', (value, context) => {
    if (value === undefined || value === null || value === '')
      return messages.required(labelOf(context.path));
    return (
      (typeof value === 'string' && /^\+?\d{4,15}$/.test(value)) || messages.enterValid(labelOf(context.path))
    );
  });

/** Two capital letters; the API checks the code is a country of its list. */
export const countryCode = () =>
  define<string>('country', (value, context) => {
    if (typeof value !== 'string' || value === '') return messages.required(labelOf(context.path));
    return /^[A-Z]{2}$/.test(value) || messages.enterValid(labelOf(context.path));
  });

/** Null or left out; the form's empty choice '' is null. */
const orNone = <T>(struct: Struct<T, unknown>) => optional(coerce(nullable(struct), literal(''), () => null));

const none = (value: unknown) => value === null || value === undefined;

/**
 * Target type and id go together: both chosen, both empty, or (an update) both left out; the field
 * left empty or out is named.
 */
const targetPair = <T extends { target_type?: unknown; target_id?: unknown }>(struct: Struct<T, unknown>) =>
  refine(struct, 'target', (body) => {
    const { target_type: type, target_id: id } = body;
    const together = (type === undefined) === (id === undefined) && none(type) === none(id);
    if (together) return true;
    const field = type === undefined || (none(type) && id !== undefined) ? 'target_type' : 'target_id';
    return { path: [field], message: messages.required(labelOf([field])) };
  });

const didFields = {
  number: e164(),
  description: optionalText('between:0-200'),
  country: countryCode(),
  number_type: oneOf(DID_NUMBER_TYPES),
  target_type: orNone(oneOf(DID_TARGET_TYPES)),
  target_id: orNone(id()),
};

export const createDidNumberBody = targetPair(type(didFields));
export type CreateDidNumberBody = Infer<typeof createDidNumberBody>;
/** PUT: fields left out keep their values; target type and id are sent (or left out) together. */
export const updateDidNumberBody = targetPair(partial(type(didFields)));
export type UpdateDidNumberBody = Infer<typeof updateDidNumberBody>;

/** External numbers: the first tab of /xpbx/settings/did-numbers. */
export const didNumberResource = defineResource({
  name: 'DidNumber',
  plural: 'DidNumbers',
  key: 'did-numbers',
  // The extension and internal-number dialogs offer the DIDs as presentation numbers.
  invalidates: ['presentation-numbers'],
  noun: defineMessage({ id: 'resource.noun.didNumber', defaultMessage: 'external number' }),
  entity: returns<DidNumber>(),
  path: '/admin/xpbx/did',
  create: createDidNumberBody,
  update: updateDidNumberBody,
  title: 'number',
  columns: [
    { id: 'number', field: 'number', searchable: true, format: 'ltr' },
    { id: 'description', field: 'description', searchable: true },
    { id: 'country', field: 'country' },
    { id: 'number_type', field: 'number_type' },
    { id: 'target', field: 'target_name' },
    { id: 'created_at', field: 'created_at', format: 'timestamp' },
    { id: 'updated_at', field: 'updated_at', format: 'timestamp' },
  ],
  bulkDelete: true,
});

/** An internal number of the account, given to one of its PBX users. */
export interface InternalNumber {
  id: number;
  number: string;
  /** Null when no user holds it (none chosen, or the user was deleted). */
  pbx_user_id: number | null;
  username: string | null;
  description: string;
  /** One of the account's DIDs, shown to the called party; null for none. */
  presentation_number: string | null;
  is_active: Flag;
  created_at: Timestamp;
  updated_at: Timestamp;
}

const internalFields = {
  /** 2 to 10 digits, like an extension. */
  number: digits('required|between:2-10'),
  pbx_user_id: orNone(id()),
  description: optionalText('between:0-200'),
  presentation_number: orNone(e164()),
  is_active: optional(flag()),
};

export const createInternalNumberBody = type(internalFields);
export type CreateInternalNumberBody = Infer<typeof createInternalNumberBody>;
export const updateInternalNumberBody = partial(createInternalNumberBody);
export type UpdateInternalNumberBody = Infer<typeof updateInternalNumberBody>;

/** Internal numbers: the second tab of /xpbx/settings/did-numbers. */
export const internalNumberResource = defineResource({
  name: 'InternalNumber',
  plural: 'InternalNumbers',
  key: 'internal-numbers',
  noun: defineMessage({ id: 'resource.noun.internalNumber', defaultMessage: 'internal number' }),
  entity: returns<InternalNumber>(),
  path: '/admin/xpbx/internal-number',
  create: createInternalNumberBody,
  update: updateInternalNumberBody,
  title: 'number',
  columns: [
    { id: 'number', field: 'number', searchable: true, format: 'ltr' },
    { id: 'username', field: 'username', searchable: true },
    { id: 'description', field: 'description', searchable: true },
    { id: 'presentation_number', field: 'presentation_number', format: 'ltr' },
    { id: 'is_active', field: 'is_active', format: 'active' },
  ],
  toggle: true,
  bulkDelete: true,
});
