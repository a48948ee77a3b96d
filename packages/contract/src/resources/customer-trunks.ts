/**
 * Customers' SIP trunks towards their own PBX (spec §1, §2 /virtual-number/trunks): a rented number
 * pointed at one (`DidTargetType` 'customer_trunk') is delivered to it. A trunk authenticates the
 * provider's calls either by the addresses it accepts them from (`ip`) or by a username and a
 * password (`credentials`). The password is the server's to make: it is answered once, by the
 * create and by the new-password action (`newCustomerTrunkPassword`), and never read back.
 * A file of its own: its bodies are built when the module loads, and only the area's pages load it.
 */
import { integerIn, messages, ruled } from '@switchboard/forms';
import { define, type Infer, optional, partial, refine, type Struct, type } from 'superstruct';
import { flag, labelOf, oneOf, optionalText, text } from '../bodies/fields.js';
import { isIpAddress, isIpOrCidr } from '../bodies/ip.js';
import { returns } from '../endpoint.js';
import type { Flag, Timestamp } from '../entities/common.js';
import { defineMessage } from '../message.js';
import { defineResource } from '../resource.js';

/** How the provider reaches the trunk. */
export const CUSTOMER_TRUNK_TRANSPORTS = ['udp', 'tcp', 'tls'] as const;
export type CustomerTrunkTransport = (typeof CUSTOMER_TRUNK_TRANSPORTS)[number];

/** The codecs a trunk may offer, in the order the customer prefers them. */
export const CUSTOMER_TRUNK_CODECS = ['PCMA', 'PCMU', 'G722', 'G729', 'opus'] as const;
export type CustomerTrunkCodec = (typeof CUSTOMER_TRUNK_CODECS)[number];

/** How the customer's PBX knows a call is the provider's: by its address, or by a login. */
export const CUSTOMER_TRUNK_AUTH_TYPES = ['ip', 'credentials'] as const;
export type CustomerTrunkAuthType = (typeof CUSTOMER_TRUNK_AUTH_TYPES)[number];

/** Highest channel count a trunk may have. */
export const MAX_TRUNK_CHANNELS = 10_000;

/** Most addresses one trunk lists. */
export const MAX_TRUNK_ADDRESSES = 50;

/** The 409 of a delete while numbers are delivered to the trunk. */
export const trunkInUse = (trunk: string, numbers: readonly string[]) =>
  `${trunk} still receives the calls of ${numbers.join(', ')}: route those numbers elsewhere first.`;

/** The 409 of the new-password action on a trunk that authenticates by address. */
export const TRUNK_NO_PASSWORD_MESSAGE = 'This trunk authenticates by IP address: it has no password.';

/** The 422 on a number's `target_id` naming a trunk that is switched off. */
export const TRUNK_INACTIVE_MESSAGE =
  'This trunk is switched off: switch it on before pointing a number at it.';

/** A customer's trunk as every answer gives it (the password never). */
export interface CustomerTrunk {
  id: number;
  name: string;
  /** A hostname or an IP address. */
  host: string;
  port: number;
  transport: CustomerTrunkTransport;
  /** Offered in this order (the first preferred). */
  codecs: CustomerTrunkCodec[];
  /** Simultaneous calls the trunk takes. */
  channels: number;
  auth_type: CustomerTrunkAuthType;
  /** Addresses or CIDR ranges the PBX accepts calls from (auth_type `ip`); [] otherwise. */
  allowed_ips: string[];
  /** The login of auth_type `credentials`; '' otherwise. */
  username: string;
  /** Read only: a password was generated (auth_type `credentials`). */
  has_password: boolean;
  /** Lower is tried first when a call to the account's trunks fails over. */
  failover_order: number;
  is_active: Flag;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** The answer of the create with credentials and of the new-password action: the only time it is sent. */
export interface CustomerTrunkWithPassword extends CustomerTrunk {
  password: string;
}

/** A hostname (letters, digits, hyphens; dot-separated labels) or an IPv4/IPv6 address. */
const HOSTNAME = /^(?=.{1,253}$)([a-z\d]([a-z\d-]{0,61}[a-z\d])?)(\.[a-z\d]([a-z\d-]{0,61}[a-z\d])?)*$/i;
export const isTrunkHost = (value: string) => HOSTNAME.test(value) || isIpAddress(value);

const host = () =>
  define<string>('host', (value, context) => {
    if (typeof value !== 'string' || value.trim() === '') return messages.required(labelOf(context.path));
    return isTrunkHost(value) || messages.enterValid(labelOf(context.path));
  });

/** At least one codec of the set, each once, in the order given. */
const codecs = () =>
  define<CustomerTrunkCodec[]>('codecs', (value, context) => {
    if (!Array.isArray(value) || value.length === 0) return messages.required(labelOf(context.path));
    const known = value.every((codec) => (CUSTOMER_TRUNK_CODECS as readonly unknown[]).includes(codec));
    return (known && new Set(value).size === value.length) || messages.enterValid(labelOf(context.path));
  });

/** Addresses or CIDR ranges, each once. */
const addresses = () =>
  define<string[]>('ip-list', (value, context) => {
    const label = labelOf(context.path);
    if (!Array.isArray(value) || value.length > MAX_TRUNK_ADDRESSES) return messages.enterValid(label);
    const valid = value.every((entry) => typeof entry === 'string' && isIpOrCidr(entry));
    return (valid && new Set(value).size === value.length) || messages.enterValid(label);
  });

const whole = (min: number, max: number) => ruled(integerIn(min, max), 'required');

const trunkFields = {
  /** Unique within the account. */
  name: text('required|between:1-100'),
  host: host(),
  /** Left out: 5060. */
  port: optional(whole(1, 65_535)),
  /** Left out: udp. */
  transport: optional(oneOf(CUSTOMER_TRUNK_TRANSPORTS)),
  codecs: codecs(),
  /** A whole number (a JSON number, as the console's number field gives it). */
  channels: whole(1, MAX_TRUNK_CHANNELS),
  auth_type: oneOf(CUSTOMER_TRUNK_AUTH_TYPES),
  /** Required (not empty) with auth_type `ip`; ignored otherwise. */
  allowed_ips: optional(addresses()),
  /** Required with auth_type `credentials`; ignored otherwise. */
  username: optionalText('nospace|between:0-64'),
  /** Left out: 1. */
  failover_order: optional(whole(1, 100)),
  is_active: optional(flag()),
};

type AuthFields = { auth_type?: unknown; allowed_ips?: unknown; username?: unknown };

/**
 * What the chosen way of authenticating needs, named on its field: addresses for `ip`, a username
 * for `credentials`. An update that leaves auth_type out is checked by the API against the row.
 */
export function authFieldMissing(body: AuthFields): 'allowed_ips' | 'username' | null {
  if (body.auth_type === 'ip' && (!Array.isArray(body.allowed_ips) || body.allowed_ips.length === 0))
    return 'allowed_ips';
  if (body.auth_type === 'credentials' && (typeof body.username !== 'string' || body.username === ''))
    return 'username';
  return null;
}

const authNeeds = <T extends AuthFields>(struct: Struct<T, unknown>) =>
  refine(struct, 'auth', (body) => {
    const field = authFieldMissing(body);
    return field === null || { path: [field], message: messages.required(labelOf([field])) };
  });

export const createCustomerTrunkBody = authNeeds(type(trunkFields));
export type CreateCustomerTrunkBody = Infer<typeof createCustomerTrunkBody>;
/** PUT: fields left out keep their values. */
export const updateCustomerTrunkBody = authNeeds(partial(type(trunkFields)));
export type UpdateCustomerTrunkBody = Infer<typeof updateCustomerTrunkBody>;

/** The account's trunks: /virtual-number/trunks. */
export const customerTrunkResource = defineResource({
  name: 'CustomerTrunk',
  plural: 'CustomerTrunks',
  key: 'customer-trunks',
  // The numbers' lists name each number's trunk.
  invalidates: ['did-numbers', 'virtual-number'],
  noun: defineMessage({ id: 'resource.noun.customerTrunk', defaultMessage: 'trunk' }),
  entity: returns<CustomerTrunk>(),
  path: '/admin/virtual-number/trunks',
  create: createCustomerTrunkBody,
  update: updateCustomerTrunkBody,
  title: 'name',
  toggle: true,
  columns: [
    { id: 'name', field: 'name', searchable: true },
    { id: 'host', field: 'host', format: 'ltr' },
    { id: 'transport', field: 'transport' },
    { id: 'channels', field: 'channels' },
    { id: 'auth_type', field: 'auth_type' },
    { id: 'failover_order', field: 'failover_order' },
    { id: 'is_active', field: 'is_active', format: 'active' },
    { id: 'created_at', field: 'created_at', format: 'timestamp' },
  ],
});
