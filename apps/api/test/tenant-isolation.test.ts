/**
 * Every endpoint of the contract table that takes a path parameter, called with account B's token
 * and each of account A's ids: 404 or 403, never data, and A's data unchanged afterwards. The list
 * comes from the table, so a new endpoint is walked without editing this file; the ids come from
 * every table that has an account_id column, so a new tenant table is covered the same way.
 */
import { type Endpoint, type EndpointName, endpoints, pbxDomainResource } from '@switchboard/contract';
import { eq, getTableColumns, getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as tables from '../src/db/schema.js';
import { startTestServer, type TestAccount, type TestServer } from '../src/testing.js';
import { client } from './http.js';
import { moneyClient } from './money.js';

/** Endpoints with parameters that do not name tenant data, and why. */
const NOT_TENANT_DATA: Partial<Record<EndpointName, string>> = {
  verifyEmail: 'the parameter is a mailed single-use token, not an id; it names no account to the caller',
  forgotPassword: 'the parameter is an email address (public endpoint, spec §8); it returns no data',
  tariffs: 'the parameter is a tariff type (public reference data, the same for every account)',
  paymentsWebhook:
    'the parameter names the card provider; the body is a signed event (400 unsigned), no id of an account',
};

const paramsOf = (path: string) => [...path.matchAll(/:([A-Za-z_]\w*)/g)].map(([, name]) => name as string);

let server: TestServer;
let call: ReturnType<typeof client>;
let a: TestAccount;
let b: TestAccount;
/** Every integer id of a row that belongs to A, from every tenant table (ids repeat across tables). */
const idsOfA = new Set<number>();
const tablesOfA = new Set<string>();
/** The one row B has (made with every account): the domain endpoints answer it to B, rightly. */
let defaultDomainOfB: number;
const domainEndpoints = new Set<string>(Object.values(pbxDomainResource.names));

async function snapshotOfA() {
  const token = a.tokens.access_token;
  const [
    users,
    extensions,
    numbers,
    profile,
    widgets,
    callbacks,
    cards,
    transactions,
    subscriptions,
    carriers,
    queues,
    ringGroups,
    dids,
    internalNumbers,
    domains,
    pbxSettings,
    trunks,
  ] = await Promise.all([
    call(endpoints.listPbxUsers, { token }),
    call(endpoints.listExtensions, { token }),
    call(endpoints.presentationNumbers, { token }),
    call(endpoints.profile, { token }),
    call(endpoints.listWidgets, { token }),
    call(endpoints.statsReport, { token, params: { type: 'call-request' }, body: {} }),
    call(endpoints.paymentMethods, { token }),
    call(endpoints.transactions, { token }),
    call(endpoints.subscriptions, { token }),
    call(endpoints.listCarriers, { token }),
    call(endpoints.listQueues, { token }),
    call(endpoints.listRingGroups, { token }),
    call(endpoints.listDidNumbers, { token }),
    call(endpoints.listInternalNumbers, { token }),
    call(endpoints.listPbxDomains, { token }),
    call(endpoints.pbxSettings, { token }),
    call(endpoints.listCustomerTrunks, { token }),
  ]);
  return {
    users: users.body,
    extensions: extensions.body,
    numbers: numbers.body,
    profile: profile.body,
    widgets: widgets.body,
    callbacks: callbacks.body,
    cards: cards.body,
    transactions: transactions.body,
    subscriptions: subscriptions.body,
    carriers: carriers.body,
    queues: queues.body,
    ringGroups: ringGroups.body,
    dids: dids.body,
    internalNumbers: internalNumbers.body,
    domains: domains.body,
    pbxSettings: pbxSettings.body,
    trunks: trunks.body,
  };
}

beforeAll(async () => {
  server = await startTestServer();
  call = client(server.url);
  a = await server.createAccount();
  // B owns nothing but its default domain: any other 2xx with an id of A's would be A's data.
  b = await server.createAccount();
  const [bDomain] = (await call(endpoints.listPbxDomains, { token: b.tokens.access_token })).body;
  defaultDomainOfB = bDomain.id;
  const token = a.tokens.access_token;
  await server.addNumber(a.accountId, '+35929990001', 'A main');
  const ext = await call(endpoints.createExtension, {
    token,
    body: { extension: '201', password: 'sip secret 1', presentation_number: '+35929990001' },
  });
  await call(endpoints.createExtension, { token, body: { extension: '202', password: 'sip secret 1' } });
  await call(endpoints.createPbxUser, {
    token,
    body: { username: 'a.user', description: 'A', password: 'sip secret 1', extension_id: ext.body.id },
  });
  await call(endpoints.createPbxUser, {
    token,
    body: { username: 'a.other', description: 'A', password: 'sip secret 1' },
  });
  for (const name of ['A widget', 'A second widget']) {
    const widget = await call(endpoints.createWidget, {
      token,
      body: {
        name,
        contacts: [{ id: 'a-office', mainSettings: { title: 'A office', email: 'a.office@example.test' } }],
      },
    });
    const request = await call(endpoints.widgetCallback, {
      params: { publicKey: widget.body.public_key },
      body: { name: 'A visitor', phone: '+359888123456', terms: true, contact_id: 'a-office' },
    });
    expect(request.status).toBe(201);
  }

  // Money: a saved card, a paid recharge (checkout, charge, invoice), a subscribed service.
  const money = moneyClient(server);
  const card = await money.addCard(a);
  await money.recharge(a, 5000);
  await call(endpoints.changeService, {
    token,
    body: { service_type: 'pbx-ivr', set_payment_plan: '1-year', set_payment_method: card.id },
  });
  const [subscription] = (await call(endpoints.subscriptions, { token })).body;
  const subscribe = await call(endpoints.subscribe, {
    token,
    params: { cardProvider: 'sandbox', id: subscription.id },
  });
  expect((await money.pay(subscribe.body.url)).status).toBe(303);

  // Telephony: a carrier with a trunk, a rule and a rate, a sell rate, a destination, routes, a call record.
  const created = async (reply: Promise<{ status: number; body: { id: number } }>) => {
    const { status, body } = await reply;
    expect(status).toBe(201);
    return body.id;
  };
  const carrierId = await created(
    call(endpoints.createCarrier, { token, body: { carrier_name: 'A carrier' } }),
  );
  const trunkId = await created(
    call(endpoints.createCarrierTrunk, {
      token,
      params: { carrierId },
      body: { name: 'A trunk', channels: 2, host: 'a.example', trunk_type: 'Outgoing' },
    }),
  );
  await created(
    call(endpoints.createTrunkRule, {
      token,
      params: { carrierId, trunkId },
      body: { command: 'change_called', direction: 'OUT' },
    }),
  );
  const rate = { prefix: '359', carrier_rate: '0.01', effective_date: '2026-01-01' };
  await created(call(endpoints.createCarrierRate, { token, params: { carrierId }, body: rate }));
  await created(call(endpoints.createSellRate, { token, body: rate }));
  await created(
    call(endpoints.createDestination, {
      token,
      body: { prefix: '359', prefix_name: 'A dest', country: 'BG' },
    }),
  );
  await created(call(endpoints.createInboundRoute, { token, body: { b_regexp: '^359' } }));
  await created(
    call(endpoints.createOutboundRoute, { token, body: { b_regexp: '^00', carrier_id: carrierId } }),
  );
  const switchToken = (await call(endpoints.rotateSwitchToken, { token, body: {} })).body.token;
  const ingest = await call(endpoints.ingestCallRecords, {
    token: switchToken,
    body: {
      records: [
        {
          call_id: 'a-call',
          calltype: 'outbound',
          calling_number: '35924001122',
          called_number: '35929990002',
          callstart: '2026-02-01T10:00:00Z',
          callstop: '2026-02-01T10:01:00Z',
          dialstatus: 'answered',
          duration: 60,
        },
      ],
    },
  });
  expect(ingest.body.inserted).toBe(1);

  // Queues and ring groups: a queue with a member, an action, a VIP and a black number; a ring
  // group with two members.
  const queueId = await created(
    call(endpoints.createQueue, { token, body: { name: 'A queue', queue_number: '600' } }),
  );
  const [aUser] = (await call(endpoints.listPbxUsers, { token })).body;
  const queueOptions = [
    [endpoints.createQueueMember, { user_id: aUser.id }],
    [endpoints.createQueueAction, { name: 'A music', action: 'play_moh' }],
    [endpoints.createVipNumber, { calling_number: '359888123456', weight: 5 }],
    [endpoints.createBlackNumber, { calling_number: '359888000000' }],
  ] as const;
  for (const [endpoint, body] of queueOptions) {
    await created(call(endpoint, { token, params: { queueId }, body }));
  }
  const ringGroupId = await created(call(endpoints.createRingGroup, { token, body: { name: 'A group' } }));
  for (const number of ['301', '302']) {
    await created(
      call(endpoints.createRingGroupMember, { token, params: { ringGroupId }, body: { name: 'A', number } }),
    );
  }

  // Flows: a flow with an active version and a draft.
  const flowId = await created(
    call(endpoints.createFlow, { token, body: { name: 'A flow', flow_type: 'inbound' } }),
  );
  const live = await created(
    call(endpoints.createFlowVersion, {
      token,
      params: { flowId },
      body: {
        name: 'A live',
        graph: {
          nodes: [
            { id: 'start', kind: 'start', label: 'Call', position: { x: 0, y: 0 }, data: {} },
            { id: 'bye', kind: 'hangup', label: 'Bye', position: { x: 0, y: 100 }, data: {} },
          ],
          edges: [{ id: 'e1', source: 'start', output: 'next', target: 'bye' }],
        },
      },
    }),
  );
  const params = { flowId, id: live };
  const activated = await call(endpoints.activateFlowVersion, { token, params, body: {} });
  expect(activated.status).toBe(200);
  await created(call(endpoints.createFlowVersion, { token, params: { flowId }, body: { name: 'A draft' } }));

  // Numbers: a DID routed to the queue, an internal number held by a user.
  await created(
    call(endpoints.createDidNumber, {
      token,
      body: {
        number: '+35929990003',
        country: 'BG',
        number_type: 'local',
        target_type: 'queue',
        target_id: queueId,
      },
    }),
  );
  await created(
    call(endpoints.createInternalNumber, {
      token,
      body: { number: '501', pbx_user_id: aUser.id, presentation_number: '+35929990001' },
    }),
  );
  // PBX domains (the default one is made with the account) and settings.
  await created(call(endpoints.createPbxDomain, { token, body: { domain: 'a-domain.example' } }));
  expect((await call(endpoints.updatePbxSettings, { token, body: { call_recording: 1 } })).status).toBe(200);
  // A trunk towards A's own PBX, with a password (B must not make it a new one).
  await created(
    call(endpoints.createCustomerTrunk, {
      token,
      body: {
        name: 'A PBX',
        host: 'pbx.a.example',
        codecs: ['PCMA'],
        channels: 2,
        auth_type: 'credentials',
        username: 'a',
      },
    }),
  );

  // Every table the schema module exports, including those in db/tables/*.
  const everyTable = (Object.values(tables) as unknown[]).filter((value): value is PgTable =>
    is(value, PgTable),
  );
  for (const table of everyTable) {
    const columns = getTableColumns(table) as Record<string, unknown>;
    if (!('accountId' in columns) || !('id' in columns)) continue;
    const rows = (await server.db
      .select({ id: columns.id as never })
      .from(table)
      .where(eq(columns.accountId as never, a.accountId))) as { id: unknown }[];
    for (const row of rows) if (typeof row.id === 'number') idsOfA.add(row.id);
    if (rows.length > 0) tablesOfA.add(getTableName(table));
  }
  idsOfA.add(a.accountId);
});
afterAll(() => server?.close());

describe('tenant isolation over the whole endpoint table', () => {
  const walked = (Object.entries(endpoints) as [EndpointName, Endpoint][]).filter(
    ([name, endpoint]) => paramsOf(endpoint.path).length > 0 && !(name in NOT_TENANT_DATA),
  );

  it('walks every endpoint with a parameter, except the listed ones', () => {
    expect(walked.length).toBeGreaterThanOrEqual(8);
    for (const name of Object.keys(NOT_TENANT_DATA)) expect(name in endpoints).toBe(true);
    expect([...tablesOfA].sort()).toEqual(
      expect.arrayContaining([
        'did_numbers',
        'extensions',
        'pbx_users',
        'visitor_requests',
        'widgets',
        'payment_methods',
        'checkouts',
        'charges',
        'subscriptions',
        'invoices',
        'carriers',
        'carrier_trunks',
        'trunk_rules',
        'carrier_rates',
        'destinations',
        'routing_entries',
        'call_records',
        'queues',
        'queue_members',
        'queue_actions',
        'queue_vip_numbers',
        'queue_black_numbers',
        'ring_groups',
        'ring_group_members',
        'flows',
        'flow_versions',
        'internal_numbers',
        'pbx_domains',
        'customer_trunks',
      ]),
    );
    expect(idsOfA.size).toBeGreaterThanOrEqual(2);
  });

  it("answers B with 404 or 403 for every id of A's, and A's data stays as it was", async () => {
    const before = await snapshotOfA();
    for (const [name, endpoint] of walked) {
      for (const id of idsOfA) {
        if (domainEndpoints.has(name) && id === defaultDomainOfB) continue;
        // `{card_provider}` is the provider in use: only the id varies.
        const params = Object.fromEntries(
          paramsOf(endpoint.path).map((param) => [param, param === 'cardProvider' ? 'sandbox' : id]),
        );
        const reply = await call(endpoint, {
          params: params as never,
          token: b.tokens.access_token,
          body: endpoint.body ? {} : undefined,
        });
        // A body the struct refuses outright is a 422 before any lookup: no data either.
        const allowed = endpoint.body?.validate({}, { coerce: true })[0] ? [403, 404, 422] : [403, 404];
        expect([name, id, allowed.includes(reply.status)]).toEqual([name, id, true]);
        expect(JSON.stringify(reply.body)).not.toMatch(
          /a\.user|a\.other|a-domain\.example|"201"|"202"|\+35929990001|A (second )?widget|A office|A visitor/,
        );
      }
    }
    expect(await snapshotOfA()).toEqual(before);
  }, 400_000); // Every id-taking entry, one call each: minutes on a busy machine.
});
