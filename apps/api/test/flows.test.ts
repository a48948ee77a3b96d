import {
  type CallSimulation,
  defaultOpeningHours,
  endpoints as ep,
  type FlowActivationRefused,
  type FlowGraph,
  type FlowVersion,
  type FlowVersionDiff,
  newFlowGraph,
} from '@switchboard/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flowVersions, timeslots } from '../src/db/schema.js';
import { startTestServer, type TestAccount, type TestServer } from '../src/testing.js';
import { client } from './http.js';

let server: TestServer;
let call: ReturnType<typeof client>;

beforeAll(async () => {
  server = await startTestServer();
  call = client(server.url);
});
afterAll(() => server?.close());

const as = (owner: TestAccount) => owner.tokens.access_token;
const at = { x: 0, y: 0 };

async function flow(owner: TestAccount, body: Record<string, unknown> = {}) {
  const reply = await call(ep.createFlow, {
    token: as(owner),
    body: { name: 'Main line', flow_type: 'inbound', client_number: '4930123456', ...body },
  });
  expect(reply.status).toBe(201);
  return reply.body as { id: number };
}

async function version(owner: TestAccount, flowId: number, body: Record<string, unknown> = {}) {
  const reply = await call(ep.createFlowVersion, {
    token: as(owner),
    params: { flowId },
    body: { name: 'Draft', ...body },
  });
  expect(reply.status).toBe(201);
  return reply.body as FlowVersion;
}

async function queueWithAgent(owner: TestAccount) {
  const queue = await call(ep.createQueue, {
    token: as(owner),
    body: { name: 'Sales', queue_number: '600' },
  });
  const queueId = (queue.body as { id: number }).id;
  const user = await server.createPbxUser(owner.accountId, { username: 'agent.anna' });
  await call(ep.createQueueMember, {
    token: as(owner),
    params: { queueId },
    body: { user_id: user.id, skill_level: 5 },
  });
  await call(ep.createVipNumber, {
    token: as(owner),
    params: { queueId },
    body: { calling_number: '4930111', weight: 40 },
  });
  return queueId;
}

async function officeHours(owner: TestAccount) {
  const [row] = await server.db
    .insert(timeslots)
    .values({
      accountId: owner.accountId,
      description: 'Office hours',
      timezone: 'Europe/Berlin',
      hours: defaultOpeningHours(),
    })
    .returning({ id: timeslots.id });
  return row?.id as number;
}

/** start → timeslot (open: menu 1 → queue; closed and timeout: hang up); queue timeout → hang up. */
function menuIntoQueue(queueId: number | null, timeslotId: number | null): FlowGraph {
  return {
    nodes: [
      { id: 'start', kind: 'start', label: 'Incoming call', position: at, data: {} },
      {
        id: 'hours',
        kind: 'timeslot',
        label: 'Office hours',
        position: at,
        data: { timeslot_id: timeslotId },
      },
      {
        id: 'menu',
        kind: 'menu',
        label: 'Main menu',
        position: at,
        data: { prompt_sound_file_id: null, digits: ['1'], timeout_seconds: 5 },
      },
      { id: 'sales', kind: 'queue', label: 'Sales', position: at, data: { queue_id: queueId } },
      { id: 'bye', kind: 'hangup', label: 'Goodbye', position: at, data: {} },
    ],
    edges: [
      { id: 'e1', source: 'start', output: 'next', target: 'hours' },
      { id: 'e2', source: 'hours', output: 'open', target: 'menu' },
      { id: 'e3', source: 'hours', output: 'closed', target: 'bye' },
      { id: 'e4', source: 'menu', output: 'digit:1', target: 'sales' },
      { id: 'e5', source: 'menu', output: 'timeout', target: 'bye' },
      { id: 'e6', source: 'sales', output: 'timeout', target: 'bye' },
    ],
  };
}

/** The smallest flow that activates: start → hang up. */
const hangUp = (): FlowGraph => ({
  nodes: [...newFlowGraph().nodes, { id: 'bye', kind: 'hangup', label: 'Bye', position: at, data: {} }],
  edges: [{ id: 'e1', source: 'start', output: 'next', target: 'bye' }],
});

const activate = (owner: TestAccount, flowId: number, id: number) =>
  call(ep.activateFlowVersion, { token: as(owner), params: { flowId, id }, body: {} });

describe('flows', () => {
  it('creates, lists, edits and deletes a flow; its list names the active version', async () => {
    const owner = await server.createAccount();
    const created = await call(ep.createFlow, {
      token: as(owner),
      body: { name: ' Main line ', flow_type: 'inbound', client_number: '4930123456' },
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(Number),
      name: 'Main line',
      flow_type: 'inbound',
      client_number: '4930123456',
      is_active: 1,
      active_version_id: null,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    const flowId = (created.body as { id: number }).id;
    const live = await version(owner, flowId, { graph: hangUp() });
    expect((await activate(owner, flowId, live.id)).status).toBe(200);
    const [listed] = (await call(ep.listFlows, { token: as(owner) })).body;
    expect(listed).toMatchObject({ id: flowId, active_version_id: live.id });

    const edited = await call(ep.updateFlow, {
      token: as(owner),
      params: { id: flowId },
      body: { flow_type: 'outbound', is_active: 0 },
    });
    expect(edited.body).toMatchObject({ flow_type: 'outbound', is_active: 0, active_version_id: live.id });
    expect((await call(ep.deleteFlow, { token: as(owner), params: { id: flowId } })).status).toBe(200);
    expect((await call(ep.listFlowVersions, { token: as(owner), params: { flowId } })).status).toBe(404);
  });

  it('answers 422 with the rule words for a bad flow body', async () => {
    const owner = await server.createAccount();
    const reply = await call(ep.createFlow, {
      token: as(owner),
      body: { name: '', flow_type: 'sideways', client_number: 'abc' },
    });
    expect(reply.status).toBe(422);
    expect(Object.keys((reply.body as { errors: object }).errors).sort()).toEqual([
      'client_number',
      'flow_type',
      'name',
    ]);
  });
});

describe('flow versions', () => {
  it('starts a version with the start node and default settings, edits its graph and settings', async () => {
    const owner = await server.createAccount();
    const { id: flowId } = await flow(owner);
    const draft = await version(owner, flowId, { description: 'First try' });
    expect(draft).toMatchObject({
      flow_id: flowId,
      name: 'Draft',
      description: 'First try',
      is_active: 0,
      settings: { record_calls: 0, language: 'en', max_call_seconds: 0, moh_sound_file_id: null },
      graph: newFlowGraph(),
    });
    const edited = await call(ep.updateFlowVersion, {
      token: as(owner),
      params: { flowId, id: draft.id },
      body: { graph: hangUp(), settings: { record_calls: 1, language: 'de', max_call_seconds: 3600 } },
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      graph: hangUp(),
      settings: { record_calls: 1, language: 'de', max_call_seconds: 3600, moh_sound_file_id: null },
    });
  });

  it('stores a draft with validation issues but refuses a malformed graph', async () => {
    const owner = await server.createAccount();
    const { id: flowId } = await flow(owner);
    const draft = await version(owner, flowId, { graph: menuIntoQueue(null, null) });
    expect(draft.graph.nodes).toHaveLength(5);
    const malformed = await call(ep.createFlowVersion, {
      token: as(owner),
      params: { flowId },
      body: { name: 'Bad', graph: { nodes: [{ id: 'x', kind: 'teleport' }], edges: [] } },
    });
    expect(malformed.status).toBe(422);
  });

  it('clones a version with its graph and settings as an inactive copy', async () => {
    const owner = await server.createAccount();
    const { id: flowId } = await flow(owner);
    const original = await version(owner, flowId, {
      name: 'Spring',
      graph: hangUp(),
      settings: { record_calls: 1, language: 'es', max_call_seconds: 60 },
    });
    expect((await activate(owner, flowId, original.id)).status).toBe(200);
    const copy = await call(ep.cloneFlowVersion, {
      token: as(owner),
      params: { flowId, id: original.id },
      body: {},
    });
    expect(copy.status).toBe(201);
    expect(copy.body).toMatchObject({
      name: 'Copy of Spring',
      is_active: 0,
      graph: original.graph,
      settings: original.settings,
    });
    expect((copy.body as FlowVersion).id).not.toBe(original.id);
  });

  it('clones a flow with every version as an inactive "Copy of …" whose active version stays active', async () => {
    const owner = await server.createAccount();
    const other = await server.createAccount();
    const { id: flowId } = await flow(owner, { name: 'Main IVR' });
    const spring = await version(owner, flowId, { name: 'Spring', graph: hangUp() });
    const summer = await version(owner, flowId, { name: 'Summer', graph: hangUp() });
    expect((await activate(owner, flowId, summer.id)).status).toBe(200);

    expect((await call(ep.cloneFlow, { token: as(other), params: { id: flowId }, body: {} })).status).toBe(
      404,
    );
    const copy = await call(ep.cloneFlow, { token: as(owner), params: { id: flowId }, body: {} });
    expect(copy.status).toBe(201);
    expect(copy.body).toMatchObject({ name: 'Copy of Main IVR', flow_type: 'inbound', is_active: 0 });
    const copied = (await call(ep.listFlowVersions, { token: as(owner), params: { flowId: copy.body.id } }))
      .body as FlowVersion[];
    expect(copied.map((v) => [v.name, v.is_active, v.graph])).toEqual([
      ['Spring', 0, spring.graph],
      ['Summer', 1, summer.graph],
    ]);
    // The original keeps its own versions, untouched.
    const originals = (await call(ep.listFlowVersions, { token: as(owner), params: { flowId } }))
      .body as FlowVersion[];
    expect(originals.map((v) => v.id)).toEqual([spring.id, summer.id]);
    const list = (await call(ep.listFlows, { token: as(owner) })).body as { id: number; name: string }[];
    expect(list.map((row) => row.name)).toEqual(['Main IVR', 'Copy of Main IVR']);
  });

  it('keeps exactly one version active', async () => {
    const owner = await server.createAccount();
    const { id: flowId } = await flow(owner);
    const first = await version(owner, flowId, { graph: hangUp() });
    const second = await version(owner, flowId, { graph: hangUp() });
    expect((await activate(owner, flowId, first.id)).body).toMatchObject({ id: first.id, is_active: 1 });
    expect((await activate(owner, flowId, second.id)).body).toMatchObject({ id: second.id, is_active: 1 });
    expect((await activate(owner, flowId, second.id)).status).toBe(200);
    const list = (await call(ep.listFlowVersions, { token: as(owner), params: { flowId } }))
      .body as FlowVersion[];
    expect(list.map((v) => [v.id, v.is_active])).toEqual([
      [first.id, 0],
      [second.id, 1],
    ]);
    // The partial unique index holds even a write that skips the transaction.
    await expect(
      server.db.insert(flowVersions).values({
        accountId: owner.accountId,
        flowId,
        name: 'Sneaky',
        isActive: true,
        settings: first.settings,
        graph: first.graph,
      }),
    ).rejects.toThrow();
  });

  it('refuses to activate a version with issues and names them, then activates it once fixed', async () => {
    const owner = await server.createAccount();
    const { id: flowId } = await flow(owner);
    const draft = await version(owner, flowId, { graph: menuIntoQueue(null, null) });
    const refused = await activate(owner, flowId, draft.id);
    expect(refused.status).toBe(422);
    const body = refused.body as unknown as FlowActivationRefused;
    expect(body.issues.map((i) => [i.code, i.nodeId])).toEqual([
      ['missing_target', 'hours'],
      ['missing_target', 'sales'],
    ]);
    expect(body.errors.graph).toEqual([
      'In "Office hours" no timeslot is chosen.',
      'In "Sales" no queue is chosen.',
    ]);
    expect(body.message).toBe(
      'This version cannot be activated: In "Office hours" no timeslot is chosen. (and 1 more)',
    );

    const fixed = menuIntoQueue(await queueWithAgent(owner), await officeHours(owner));
    await call(ep.updateFlowVersion, {
      token: as(owner),
      params: { flowId, id: draft.id },
      body: { graph: fixed },
    });
    expect((await activate(owner, flowId, draft.id)).status).toBe(200);
  });

  it("refuses activation when the graph names another account's queue", async () => {
    const owner = await server.createAccount();
    const other = await server.createAccount();
    const { id: flowId } = await flow(owner);
    const foreignQueue = await queueWithAgent(other);
    const draft = await version(owner, flowId, {
      graph: menuIntoQueue(foreignQueue, await officeHours(owner)),
    });
    const refused = await activate(owner, flowId, draft.id);
    expect(refused.status).toBe(422);
    expect((refused.body as unknown as FlowActivationRefused).issues).toEqual([
      {
        code: 'missing_target',
        nodeId: 'sales',
        message: `In "Sales" queue #${foreignQueue} is not one of the account's.`,
      },
    ]);
  });

  it('keeps the active version valid: an edit that breaks it is refused, a harmless one is kept', async () => {
    const owner = await server.createAccount();
    const { id: flowId } = await flow(owner);
    const live = await version(owner, flowId, { graph: hangUp() });
    await activate(owner, flowId, live.id);
    const broken = await call(ep.updateFlowVersion, {
      token: as(owner),
      params: { flowId, id: live.id },
      body: { graph: newFlowGraph() },
    });
    expect(broken.status).toBe(422);
    expect((broken.body as unknown as FlowActivationRefused).issues[0]?.code).toBe('unconnected_output');
    const renamed = await call(ep.updateFlowVersion, {
      token: as(owner),
      params: { flowId, id: live.id },
      body: { name: 'Live', description: 'Since Monday' },
    });
    expect(renamed.body).toMatchObject({ name: 'Live', is_active: 1, graph: hangUp() });
  });

  it('refuses to delete the active version and deletes a draft', async () => {
    const owner = await server.createAccount();
    const { id: flowId } = await flow(owner);
    const live = await version(owner, flowId, { graph: hangUp() });
    const draft = await version(owner, flowId);
    await activate(owner, flowId, live.id);
    const refused = await call(ep.deleteFlowVersion, { token: as(owner), params: { flowId, id: live.id } });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({
      errors: { is_active: ['The active version cannot be deleted: activate another version first.'] },
    });
    expect(
      (await call(ep.deleteFlowVersion, { token: as(owner), params: { flowId, id: draft.id } })).status,
    ).toBe(200);
    expect((await call(ep.listFlowVersions, { token: as(owner), params: { flowId } })).body).toHaveLength(1);
  });

  it('restores an old version as a new inactive draft', async () => {
    const owner = await server.createAccount();
    const { id: flowId } = await flow(owner);
    const old = await version(owner, flowId, { name: 'Summer', graph: hangUp() });
    await activate(owner, flowId, old.id);
    const restored = await call(ep.restoreFlowVersion, {
      token: as(owner),
      params: { flowId, id: old.id },
      body: {},
    });
    expect(restored.status).toBe(201);
    expect(restored.body).toMatchObject({
      name: 'Summer (restored)',
      description: expect.stringMatching(/^Restored from "Summer" of \d{4}-\d{2}-\d{2}\.$/),
      is_active: 0,
      graph: old.graph,
      settings: old.settings,
    });
  });

  it('diffs two versions: nodes, edges and settings', async () => {
    const owner = await server.createAccount();
    const { id: flowId } = await flow(owner);
    const from = await version(owner, flowId, { name: 'A', graph: hangUp() });
    const to = await version(owner, flowId, {
      name: 'B',
      graph: menuIntoQueue(null, null),
      settings: { record_calls: 1, language: 'en', max_call_seconds: 0 },
    });
    const reply = await call(ep.diffFlowVersions, {
      token: as(owner),
      params: { flowId },
      body: { from_version_id: from.id, to_version_id: to.id },
    });
    expect(reply.status).toBe(200);
    const diff = reply.body as FlowVersionDiff;
    expect(diff.nodes.added.map((n) => n.id)).toEqual(['hours', 'menu', 'sales']);
    expect(diff.nodes.removed).toEqual([]);
    expect(diff.edges.changed.map((c) => [c.id, c.fields])).toEqual([['e1', ['target']]]);
    expect(diff.fields).toEqual([
      { field: 'name', before: 'A', after: 'B' },
      { field: 'record_calls', before: 0, after: 1 },
    ]);
  });

  it('simulates a call through the menu into the queue, and says when the flow has no active version', async () => {
    const owner = await server.createAccount();
    const { id: flowId } = await flow(owner);
    const none = await call(ep.simulateFlowCall, {
      token: as(owner),
      params: { flowId },
      body: { calling_number: '4930111', keys: '1' },
    });
    expect(none.status).toBe(422);
    expect(none.body).toMatchObject({
      errors: { version_id: ['The flow has no active version: choose a version to simulate.'] },
    });

    const live = await version(owner, flowId, {
      name: 'Live',
      graph: menuIntoQueue(await queueWithAgent(owner), await officeHours(owner)),
    });
    expect((await activate(owner, flowId, live.id)).status).toBe(200);
    // Tuesday 24 November 2026, 10:00 UTC: 11:00 in Berlin, within office hours.
    const reply = await call(ep.simulateFlowCall, {
      token: as(owner),
      params: { flowId },
      body: { calling_number: '+4930111', at: '2026-11-24T10:00:00Z', keys: '1' },
    });
    expect(reply.status).toBe(200);
    const result = reply.body as CallSimulation;
    expect(result.version).toEqual({ id: live.id, name: 'Live' });
    expect(result.steps.map((s) => [s.nodeId, s.output])).toEqual([
      ['start', 'next'],
      ['hours', 'open'],
      ['menu', 'digit:1'],
      ['sales', null],
    ]);
    expect(result.outcome).toEqual({
      kind: 'connected',
      nodeId: 'sales',
      explanation: [
        { code: 'sim.queue_connected', params: { queue: 'Sales', weight: 40, members: ['agent.anna'] } },
        { code: 'queue.vip', params: { weight: 40, added: 40 } },
      ],
    });

    const night = await call(ep.simulateFlowCall, {
      token: as(owner),
      params: { flowId },
      body: { calling_number: '4930999', at: '2026-11-24T22:00:00Z', version_id: live.id },
    });
    expect((night.body as CallSimulation).outcome.kind).toBe('hangup');
    expect((night.body as CallSimulation).steps[1]?.output).toBe('closed');
  });

  it("keeps another account's flows and versions out of reach (404)", async () => {
    const owner = await server.createAccount();
    const other = await server.createAccount();
    const { id: flowId } = await flow(owner);
    const draft = await version(owner, flowId, { graph: hangUp() });
    const params = { flowId, id: draft.id };
    expect((await call(ep.getFlow, { token: as(other), params: { id: flowId } })).status).toBe(404);
    expect((await call(ep.listFlowVersions, { token: as(other), params: { flowId } })).status).toBe(404);
    expect((await call(ep.getFlowVersion, { token: as(other), params })).status).toBe(404);
    expect((await activate(other, flowId, draft.id)).status).toBe(404);
    expect((await call(ep.cloneFlowVersion, { token: as(other), params, body: {} })).status).toBe(404);
    expect((await call(ep.restoreFlowVersion, { token: as(other), params, body: {} })).status).toBe(404);
    expect((await call(ep.deleteFlowVersion, { token: as(other), params })).status).toBe(404);
    const diff = await call(ep.diffFlowVersions, {
      token: as(other),
      params: { flowId },
      body: { from_version_id: draft.id, to_version_id: draft.id },
    });
    expect(diff.status).toBe(404);
    const simulate = await call(ep.simulateFlowCall, {
      token: as(other),
      params: { flowId },
      body: { calling_number: '1', version_id: draft.id },
    });
    expect(simulate.status).toBe(404);
    // A version of one flow is not reachable through another flow of the same account.
    const { id: otherFlow } = await flow(owner, { name: 'Second' });
    expect(
      (await call(ep.getFlowVersion, { token: as(owner), params: { flowId: otherFlow, id: draft.id } }))
        .status,
    ).toBe(404);
    // Named in a body instead, it is a field to correct: 422 on the field.
    const elsewhere = await call(ep.diffFlowVersions, {
      token: as(owner),
      params: { flowId: otherFlow },
      body: { from_version_id: draft.id, to_version_id: draft.id },
    });
    expect([elsewhere.status, elsewhere.body.errors]).toEqual([
      422,
      { from_version_id: ['Choose valid Version'] },
    ]);
    const simulated = await call(ep.simulateFlowCall, {
      token: as(owner),
      params: { flowId: otherFlow },
      body: { calling_number: '1', version_id: draft.id },
    });
    expect([simulated.status, simulated.body.errors]).toEqual([
      422,
      { version_id: ['Choose valid Version'] },
    ]);
    expect((await call(ep.listFlows, { token: as(other) })).body).toEqual([]);
  });
});
