/**
 * Every integer id a request body names (a top-level `…_id` or `…_ids` field of the contract's
 * bodies, found in the table at run time) is checked against the caller's account: account A sends
 * its valid body with the field set to a row of account B's, then to an id no row has, and must get
 * a 422 on that field and no change in any table. A field with no fixture below fails by name, so a
 * new id field cannot go unchecked; the exempt ones say why.
 */
import { type Endpoint, type EndpointName, endpoints } from '@switchboard/contract';
import { PG_INTEGER } from '@switchboard/forms';
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { Struct } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as tables from '../src/db/schema.js';
import { startTestServer, type TestAccount, type TestServer } from '../src/testing.js';
import { sampleWav } from '../src/uploads/audio-samples.js';
import { client } from './http.js';
import { giveCredit, moneyClient, rowsOf } from './money.js';
import { VALID } from './support/valid-bodies.js';

/** Id fields with no row of ours behind them, and why. */
const EXEMPT: Record<string, string> = {
  account_id:
    "issueCreditNote is a platform administrator's: it credits any account, so the id names its target, not a row of the caller's (a missing one answers 422, xadmin.test.ts)",
  application_id:
    'a number of an application on the switch, stored for the switch to read when the route matches: no table of ours holds applications, so there is no row to own',
  client_id:
    'userLogin is public: client_id names the account a PBX user signs in to, there is no caller account (a wrong one fails the sign-in like a wrong password)',
};

/** The row each id field names, by the entity of its create endpoint (`createQueue` → 'queue'). */
const ENTITY_OF_FIELD: Record<string, string> = {
  widget_id: 'widget',
  payment_method_id: 'paymentMethod',
  did_ids: 'virtualDid',
  // A DID's target is a row of the table target_type names: the bodies below say 'queue'.
  target_id: 'queue',
  pbx_user_id: 'pbxUser',
  user_id: 'pbxUser',
  extension_id: 'extension',
  domain_id: 'pbxDomain',
  sound_file_id: 'soundFile',
  moh_sound_file_id: 'soundFile',
  music_on_hold_id: 'soundFile',
  timeslot_id: 'timeslot',
  flow_id: 'flow',
  carrier_id: 'carrier',
  from_version_id: 'flowVersion',
  to_version_id: 'flowVersion',
  version_id: 'flowVersion',
  template_id: 'messageTemplate',
  sender_id: 'sender',
};

/** The parent each path parameter names. */
const ENTITY_OF_PARAM: Record<string, string> = {
  queueId: 'queue',
  ringGroupId: 'ringGroup',
  carrierId: 'carrier',
  trunkId: 'carrierTrunk',
  flowId: 'flow',
};

/** Path parameters that are not rows. */
const FIXED_PARAMS: Record<string, string> = { type: 'calls' };

/** An id no row has: PostgreSQL integer ids never reach it here. */
const MISSING = PG_INTEGER.max;

/** Fields of a walked body that differ from VALID's for reasons other than its id fields, and why. */
const PATCHES: Partial<
  Record<EndpointName, (rowOf: (entity: string) => Promise<number>) => Promise<Record<string, unknown>>>
> = {
  // VALID clears the target (type and id go together); target_id names a row of target_type's table.
  updateDidNumber: async () => ({ target_type: 'queue' }),
  // A's pool (updateCapacityPool's path) holds VALID's name, one per account, and a pool is written
  // before its numbers are checked (in one transaction).
  createCapacityPool: async () => ({ name: 'Second pool' }),
  // set_payment_method is an id too (checked before widget_id), though not named like one.
  changeService: async (rowOf) => ({ set_payment_method: await rowOf('paymentMethod') }),
};

const isInteger = (struct: Struct<unknown, unknown>) => struct.type === 'integer';

interface IdField {
  field: string;
  /** A list of ids (`…_ids`). */
  many: boolean;
}

/** The top-level integer id fields of an endpoint's body. */
function idFieldsOf(endpoint: Endpoint): IdField[] {
  const schema = (endpoint.body as { schema?: unknown } | undefined)?.schema;
  if (!schema || typeof schema !== 'object') return [];
  return Object.entries(schema as Record<string, Struct<unknown, unknown>>).flatMap(
    ([field, struct]): IdField[] => {
      if (field.endsWith('_id') && isInteger(struct)) return [{ field, many: false }];
      const items =
        struct.type === 'array' ? (struct.schema as Struct<unknown, unknown> | undefined) : undefined;
      if (field.endsWith('_ids') && items && isInteger(items)) return [{ field, many: true }];
      return [];
    },
  );
}

const walk = (Object.entries(endpoints) as [EndpointName, Endpoint][]).flatMap(([name, endpoint]) =>
  idFieldsOf(endpoint).map(({ field, many }) => ({ name, field, many })),
);
const checked = walk.filter(({ field }) => !(field in EXEMPT));

let server: TestServer;
let call: ReturnType<typeof client>;
let a: TestAccount;
let b: TestAccount;
const rowsOfAccount = new Map<TestAccount, Map<string, Promise<number>>>();

const capitalized = (entity: string) => `${entity[0]?.toUpperCase()}${entity.slice(1)}`;

function created({ status, body }: { status: number; body: unknown }, what: string) {
  expect([what, status], JSON.stringify(body)).toEqual([what, 201]);
  return (body as { id: number }).id;
}

/** Row `entity` of `owner`'s, made on first use (with the rows its body and path name). */
function rowOf(owner: TestAccount, entity: string): Promise<number> {
  const rows = rowsOfAccount.get(owner) ?? new Map<string, Promise<number>>();
  rowsOfAccount.set(owner, rows);
  let row = rows.get(entity);
  if (!row) {
    row = make(owner, entity);
    rows.set(entity, row);
  }
  return row;
}

async function make(owner: TestAccount, entity: string): Promise<number> {
  const token = owner.tokens.access_token;
  if (entity === 'paymentMethod') return (await moneyClient(server).addCard(owner)).id;
  if (entity === 'soundFile') {
    const form = new FormData();
    form.set('file', new Blob([sampleWav(0.5)], { type: 'audio/wav' }), 'hold.wav');
    form.set('filename', 'Hold');
    form.set('filetype', 'moh');
    const res = await fetch(server.url + endpoints.createSoundFile.path, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      body: form,
    });
    return created({ status: res.status, body: await res.json() }, entity);
  }
  if (entity === 'virtualDid') {
    await giveCredit(server.db, owner.accountId, 10_000, new Date());
    created(await requestAs(owner, 'createNumberOrder', {}), 'createNumberOrder');
    const [rented] = (await call(endpoints.listVirtualDids, { token })).body as { id: number }[];
    if (!rented) throw new Error('the number order rented no number');
    return rented.id;
  }
  const name = `create${capitalized(entity)}` as EndpointName;
  if (!(name in endpoints)) throw new Error(`no fixture makes a ${entity}: add one to make()`);
  return created(await requestAs(owner, name, await idsOf(owner, name, 'given')), name);
}

/**
 * The owner's ids for an endpoint's id fields: those VALID gives ('given', to make rows without
 * taking more than their body says, e.g. a user without an extension), or all of them ('all').
 */
async function idsOf(owner: TestAccount, name: EndpointName, which: 'given' | 'all') {
  const valid = VALID[name] as Record<string, unknown>;
  const ids: Record<string, unknown> = {};
  for (const { field, many } of idFieldsOf(endpoints[name])) {
    if (field in EXEMPT || (which === 'given' && !(field in valid))) continue;
    const entity = ENTITY_OF_FIELD[field];
    if (!entity)
      throw new Error(
        `${name}.${field}: no fixture names the row of this id field: add it to ENTITY_OF_FIELD, or to EXEMPT with the reason`,
      );
    const id = await rowOf(owner, entity);
    ids[field] = many ? [id] : id;
  }
  return ids;
}

/** The owner's path to `name`: its parents, and an update's row (`updateQueueMember` → 'queueMember'). */
async function paramsOf(owner: TestAccount, name: EndpointName) {
  const params: Record<string, string | number> = {};
  for (const [, param = ''] of endpoints[name].path.matchAll(/:(\w+)/g)) {
    const entity =
      param === 'id' && name.startsWith('update')
        ? `${name[6]?.toLowerCase()}${name.slice(7)}`
        : ENTITY_OF_PARAM[param];
    if (param in FIXED_PARAMS) params[param] = FIXED_PARAMS[param] as string;
    else if (entity) params[param] = await rowOf(owner, entity);
    else throw new Error(`${name}: no fixture for the path parameter ${param}`);
  }
  return params;
}

/** Sends VALID's body for `name` as `owner`, with `fields` over it, on the owner's path. */
async function requestAs(owner: TestAccount, name: EndpointName, fields: Record<string, unknown>) {
  return call(endpoints[name], {
    token: owner.tokens.access_token,
    params: (await paramsOf(owner, name)) as never,
    body: { ...(VALID[name] as object), ...fields },
  });
}

const tableNames = (Object.values(tables) as unknown[])
  .filter((value): value is PgTable => is(value, PgTable))
  .map(getTableName);

/** A hash of every table's rows, by table: one query for the whole database. */
async function fingerprint(): Promise<Record<string, string>> {
  const hashes = sql.join(
    tableNames.map(
      (name) =>
        sql`(select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) from ${sql.identifier(name)} t) as ${sql.identifier(name)}`,
    ),
    sql`, `,
  );
  const [row] = rowsOf<Record<string, string>>(await server.db.execute(sql`select ${hashes}`));
  return row ?? {};
}

/** A's valid body for `name`, with A's own rows in every id field (made on first use). */
const ownBody = async (name: EndpointName) => ({
  ...(await PATCHES[name]?.((entity) => rowOf(a, entity))),
  ...(await idsOf(a, name, 'all')),
});

/** Whether a fixture or an exemption covers every id field of `name`'s body. */
const covered = (name: EndpointName) =>
  idFieldsOf(endpoints[name]).every(({ field }) => field in EXEMPT || field in ENTITY_OF_FIELD);

beforeAll(async () => {
  // The sandbox supplier answers at once: a number order's numbers are rented when it returns.
  server = await startTestServer({ config: { numberSupplierDelayMs: 0 } });
  call = client(server.url);
  // A is an administrator, so the administrators' bodies are walked too; B is any account.
  a = await server.createAdmin();
  b = await server.createAccount();
  // Every row the walk names, A's and B's, made before any table is compared. A body with an id
  // field no fixture covers is left to its tests, which fail naming the field.
  for (const { name, field } of checked) {
    if (!covered(name)) continue;
    await ownBody(name);
    await paramsOf(a, name);
    await rowOf(b, ENTITY_OF_FIELD[field] as string);
  }
});
afterAll(() => server?.close());

describe('ids in request bodies', () => {
  it('walks every integer id field of the contract bodies, except the exempt ones', () => {
    expect(checked.length).toBeGreaterThanOrEqual(40);
    const fields = new Set(walk.map(({ field }) => field));
    for (const field of Object.keys(EXEMPT)) expect([field, fields.has(field)]).toEqual([field, true]);
    for (const field of Object.keys(ENTITY_OF_FIELD))
      expect([field, fields.has(field)]).toEqual([field, true]);
  });

  it.each(checked.map(({ name, field, many }) => [`${name}.${field}`, name, field, many] as const))(
    "%s: another account's row and a missing one answer 422 on the field and change nothing",
    async (_, name, field, many) => {
      const own = await ownBody(name);
      const before = await fingerprint();
      for (const [what, id] of [
        ["B's", await rowOf(b, ENTITY_OF_FIELD[field] as string)],
        ['a missing', MISSING],
      ] as const) {
        const reply = await requestAs(a, name, { ...own, [field]: many ? [id] : id });
        expect({ case: `${what} ${field}`, status: reply.status, body: reply.body }).toEqual({
          case: `${what} ${field}`,
          status: 422,
          body: { message: expect.any(String), errors: { [field]: [expect.any(String)] } },
        });
      }
      expect(await fingerprint()).toEqual(before);
    },
    // A limit for a hang: two requests and two reads of every table, on a machine busy with other suites.
    180_000,
  );
});
