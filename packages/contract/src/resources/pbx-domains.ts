/**
 * The PBX's domains as a resource (spec §2 /xpbx/settings/domains and create-domain, §3 Domains):
 * a SIP host per domain, the regexp its numbers match and the zone its timeslots are read in. Users
 * and extensions belong to one; the account's default domain is created with it and cannot be
 * deleted. A file of its own: its bodies are built when the module loads.
 */
import { messages, ruled } from '@switchboard/forms';
import { define, type Infer, optional, partial, refine, string, type } from 'superstruct';
import { labelOf, timezone } from '../bodies/fields.js';
import { returns } from '../endpoint.js';
import type { Flag, Timestamp } from '../entities/common.js';
import { defineMessage } from '../message.js';
import { regexpError } from '../regexp.js';
import { defineResource } from '../resource.js';

/** A domain of the account's PBX. */
export interface PbxDomain {
  id: number;
  /** The host, lower-cased; unique within the account. */
  domain: string;
  /** RE2 pattern the domain's numbers match; '' matches every number. */
  number_pattern: string;
  /** IANA zone for the domain's timeslots; null: the account's zone. */
  timezone: string | null;
  /** The account's default domain: created with the account, new users and extensions join it. */
  is_default: Flag;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A DNS host name: dot-separated labels of letters, digits and inner hyphens. */
const HOST = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/i;

/** Whether a text is a host name the PBX can register a domain under. */
export const isDomainHost = (value: string): boolean => HOST.test(value);

const host = (rules: string) =>
  ruled(
    refine(string(), 'host', (value) => isDomainHost(value.trim())),
    rules,
  );

/** Checked by the engine routing matches with (RE2: linear time), once installed (decision 0012). */
const numberPattern = () =>
  define<string>('regexp', (value, context) => {
    if (typeof value !== 'string') return messages.enterValid(labelOf(context.path));
    const error = regexpError(value);
    return error === null ? true : `${messages.enterValid(labelOf(context.path))}: ${error}`;
  });

export const createPbxDomainBody = type({
  domain: host('required|between:1-253'),
  number_pattern: optional(numberPattern()),
  timezone: timezone(),
});
export type CreatePbxDomainBody = Infer<typeof createPbxDomainBody>;
export const updatePbxDomainBody = partial(createPbxDomainBody);
export type UpdatePbxDomainBody = Infer<typeof updatePbxDomainBody>;

/** The account's domains: /xpbx/settings/domains (list, edit) and /xpbx/settings/create-domain. */
export const pbxDomainResource = defineResource({
  name: 'PbxDomain',
  plural: 'PbxDomains',
  key: 'pbx-domains',
  invalidates: ['pbx-users', 'extensions'],
  noun: defineMessage({ id: 'resource.noun.domain', defaultMessage: 'domain' }),
  entity: returns<PbxDomain>(),
  path: '/admin/xpbx/domain',
  create: createPbxDomainBody,
  update: updatePbxDomainBody,
  title: 'domain',
  columns: [
    { id: 'domain', field: 'domain', searchable: true, format: 'ltr' },
    { id: 'number_pattern', field: 'number_pattern', searchable: true, format: 'ltr' },
    { id: 'timezone', field: 'timezone' },
    { id: 'created_at', field: 'created_at', format: 'timestamp' },
    { id: 'updated_at', field: 'updated_at', format: 'timestamp' },
  ],
});
