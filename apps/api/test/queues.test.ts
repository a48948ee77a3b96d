import { defaultOpeningHours, endpoints as ep } from '@switchboard/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { soundFiles, timeslots } from '../src/db/schema.js';
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

async function queue(owner: TestAccount, body: Record<string, unknown> = {}) {
  const reply = await call(ep.createQueue, {
    token: as(owner),
    body: { name: 'Support', queue_number: '600', ...body },
  });
  expect(reply.status).toBe(201);
  return reply.body as { id: number };
}

/** Sound files and timeslots come from their own screens; here they are rows of the account. */
async function soundFile(owner: TestAccount, filetype: 'flow' | 'moh') {
  const [row] = await server.db
    .insert(soundFiles)
    .values({
      accountId: owner.accountId,
      filename: `${filetype}.wav`,
      filetype,
      filesize: 44,
      mime: 'audio/wav',
      storageKey: `test-${owner.accountId}-${filetype}-${Math.random()}`,
    })
    .returning({ id: soundFiles.id });
  return row?.id as number;
}
async function timeslot(owner: TestAccount) {
  const [row] = await server.db
    .insert(timeslots)
    .values({ accountId: owner.accountId, description: 'Office hours', hours: defaultOpeningHours() })
    .returning({ id: timeslots.id });
  return row?.id as number;
}

describe('queues', () => {
  it('creates a queue with defaults (names trimmed), lists, edits, toggles and deletes it', async () => {
    const owner = await server.createAccount();
    const created = await call(ep.createQueue, {
      token: as(owner),
      body: { name: ' Sales ', description: ' ', queue_number: '601', weight: '5', strategy: 'rrmemory' },
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(Number),
      name: 'Sales',
      description: '',
      priority: 0,
      weight: 5,
      wrapup_time: 0,
      timeout: 15,
      unblock: 0,
      strategy: 'rrmemory',
      queue_number: '601',
      connect_to_last_agent: 0,
      agent_search_period: 0,
      is_active: 1,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    const { id } = created.body;
    const edited = await call(ep.updateQueue, {
      token: as(owner),
      params: { id },
      body: {
        description: 'Inbound sales',
        is_active: 0,
        connect_to_last_agent: 1,
        agent_search_period: 3600,
      },
    });
    expect(edited.body).toMatchObject({
      description: 'Inbound sales',
      is_active: 0,
      connect_to_last_agent: 1,
      agent_search_period: 3600,
      weight: 5,
    });
    expect((await call(ep.listQueues, { token: as(owner) })).body).toHaveLength(1);
    expect((await call(ep.deleteQueue, { token: as(owner), params: { id } })).body).toEqual({ id });
    expect((await call(ep.getQueue, { token: as(owner), params: { id } })).status).toBe(404);
  });

  it('answers 422 with the rule set words, and for a queue number already used', async () => {
    const owner = await server.createAccount();
    const bad = await call(ep.createQueue, {
      token: as(owner),
      body: { strategy: 'loudest', weight: 5000, queue_number: 'abc' },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['name', 'queue_number', 'strategy', 'weight']);
    await queue(owner, { queue_number: '700' });
    const taken = await call(ep.createQueue, {
      token: as(owner),
      body: { name: 'Two', queue_number: '700' },
    });
    expect(taken.status).toBe(422);
    expect(taken.body.errors.queue_number).toEqual(['Queue number already exists.']);
    // Another account may use the same number.
    await queue(await server.createAccount(), { queue_number: '700' });
  });

  it('hides another account’s queue and everything under it (404)', async () => {
    const owner = await server.createAccount();
    const other = await server.createAccount();
    const { id: queueId } = await queue(owner);
    expect((await call(ep.getQueue, { token: as(other), params: { id: queueId } })).status).toBe(404);
    expect((await call(ep.updateQueue, { token: as(other), params: { id: queueId }, body: {} })).status).toBe(
      404,
    );
    expect((await call(ep.deleteQueue, { token: as(other), params: { id: queueId } })).status).toBe(404);
    for (const list of [
      ep.listQueueMembers,
      ep.listQueueActions,
      ep.listQueueRules,
      ep.listVipNumbers,
      ep.listBlackNumbers,
    ]) {
      expect((await call(list, { token: as(other), params: { queueId } })).status).toBe(404);
    }
    const vip = await call(ep.createVipNumber, {
      token: as(other),
      params: { queueId },
      body: { calling_number: '4930123', weight: 5 },
    });
    expect(vip.status).toBe(404);
    expect((await call(ep.listQueues, { token: as(other) })).body).toEqual([]);
  });
});

describe('queue members', () => {
  it('adds a PBX user of the account, lists it with the username, edits and removes it', async () => {
    const owner = await server.createAccount();
    const user = await server.createPbxUser(owner.accountId, { username: 'agent.anna' });
    const { id: queueId } = await queue(owner);
    const created = await call(ep.createQueueMember, {
      token: as(owner),
      params: { queueId },
      body: { user_id: user.id, workplace: 'Desk 4', auto_answer_seconds: 2, skill_level: 80 },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      queue_id: queueId,
      user_id: user.id,
      username: 'agent.anna',
      workplace: 'Desk 4',
      auto_answer_seconds: 2,
      skill_level: 80,
    });
    const again = await call(ep.createQueueMember, {
      token: as(owner),
      params: { queueId },
      body: { user_id: user.id },
    });
    expect(again.status).toBe(422);
    expect(again.body.errors.user_id).toEqual(['This user is already a member of the queue.']);
    const id = created.body.id;
    const edited = await call(ep.updateQueueMember, {
      token: as(owner),
      params: { queueId, id },
      body: { skill_level: 10 },
    });
    expect(edited.body).toMatchObject({ skill_level: 10, username: 'agent.anna' });
    expect((await call(ep.listQueueMembers, { token: as(owner), params: { queueId } })).body).toHaveLength(1);
    expect((await call(ep.deleteQueueMember, { token: as(owner), params: { queueId, id } })).body).toEqual({
      id,
    });
  });

  it('refuses a user of another account (422) and a member id of another queue (404)', async () => {
    const owner = await server.createAccount();
    const other = await server.createAccount();
    const stranger = await server.createPbxUser(other.accountId);
    const { id: queueId } = await queue(owner);
    const reply = await call(ep.createQueueMember, {
      token: as(owner),
      params: { queueId },
      body: { user_id: stranger.id },
    });
    expect(reply.status).toBe(422);
    expect(reply.body.errors.user_id).toEqual(['Choose valid User']);

    const user = await server.createPbxUser(owner.accountId);
    const member = await call(ep.createQueueMember, {
      token: as(owner),
      params: { queueId },
      body: { user_id: user.id },
    });
    const { id: otherQueue } = await queue(owner, { queue_number: '602' });
    const moved = await call(ep.getQueueMember, {
      token: as(owner),
      params: { queueId: otherQueue, id: member.body.id },
    });
    expect(moved.status).toBe(404);
  });
});

describe('queue actions', () => {
  it('plays a flow sound file of the account between two waiting times', async () => {
    const owner = await server.createAccount();
    const { id: queueId } = await queue(owner);
    const file = await soundFile(owner, 'flow');
    const created = await call(ep.createQueueAction, {
      token: as(owner),
      params: { queueId },
      body: { name: 'Welcome', action: 'play_audio', sound_file_id: file, time_from: 0, time_to: 30 },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Welcome',
      action: 'play_audio',
      sound_file_id: file,
      time_from: 0,
      time_to: 30,
      is_active: 1,
    });
    const id = created.body.id;
    // An edit is judged with the stored values: the range may not end before it starts.
    const backwards = await call(ep.updateQueueAction, {
      token: as(owner),
      params: { queueId, id },
      body: { time_from: 60 },
    });
    expect(backwards.status).toBe(422);
    expect(backwards.body.errors.time_to).toEqual(['Enter valid Time to']);
    const toggled = await call(ep.updateQueueAction, {
      token: as(owner),
      params: { queueId, id },
      body: { is_active: 0 },
    });
    expect(toggled.body.is_active).toBe(0);
    expect((await call(ep.deleteQueueAction, { token: as(owner), params: { queueId, id } })).status).toBe(
      200,
    );
  });

  it('needs a sound file for play_audio, of the account and of the right kind', async () => {
    const owner = await server.createAccount();
    const other = await server.createAccount();
    const { id: queueId } = await queue(owner);
    const body = { name: 'Welcome', action: 'play_audio' };
    const missing = await call(ep.createQueueAction, { token: as(owner), params: { queueId }, body });
    expect(missing.body.errors.sound_file_id).toEqual(['Sound file is required.']);
    const foreign = await call(ep.createQueueAction, {
      token: as(owner),
      params: { queueId },
      body: { ...body, sound_file_id: await soundFile(other, 'flow') },
    });
    expect(foreign.body.errors.sound_file_id).toEqual(['Choose valid Sound file']);
    const music = await soundFile(owner, 'moh');
    const wrongKind = await call(ep.createQueueAction, {
      token: as(owner),
      params: { queueId },
      body: { ...body, sound_file_id: music },
    });
    expect(wrongKind.status).toBe(422);
    const moh = await call(ep.createQueueAction, {
      token: as(owner),
      params: { queueId },
      body: { name: 'Music', action: 'play_moh', sound_file_id: music },
    });
    expect(moh.status).toBe(201);
    const defaultMusic = await call(ep.createQueueAction, {
      token: as(owner),
      params: { queueId },
      body: { name: 'Music', action: 'play_moh' },
    });
    expect(defaultMusic.body).toMatchObject({ sound_file_id: null, time_from: 0, time_to: 0 });
  });
});

describe('queue rules', () => {
  it('raises the weight while a timeslot of the account is open; another account’s timeslot is refused', async () => {
    const owner = await server.createAccount();
    const other = await server.createAccount();
    const { id: queueId } = await queue(owner);
    const slot = await timeslot(owner);
    const created = await call(ep.createQueueRule, {
      token: as(owner),
      params: { queueId },
      body: { name: 'Rush hour', timeslot_id: slot, increase_period: 60, increase_weight: 2 },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ timeslot_id: slot, increase_period: 60, increase_weight: 2 });
    const foreign = await call(ep.updateQueueRule, {
      token: as(owner),
      params: { queueId, id: created.body.id },
      body: { timeslot_id: await timeslot(other) },
    });
    expect(foreign.status).toBe(422);
    expect(foreign.body.errors.timeslot_id).toEqual(['Choose valid Timeslot']);
    const zero = await call(ep.createQueueRule, {
      token: as(owner),
      params: { queueId },
      body: { name: 'x', timeslot_id: slot, increase_period: 0, increase_weight: 1 },
    });
    expect(zero.status).toBe(422);
  });
});

describe('VIP and black numbers', () => {
  it('keeps each number once per queue and edits weight, valid-to day and active flag', async () => {
    const owner = await server.createAccount();
    const { id: queueId } = await queue(owner);
    const vip = await call(ep.createVipNumber, {
      token: as(owner),
      params: { queueId },
      body: { calling_number: '+4930123', weight: '20' },
    });
    expect(vip.body).toMatchObject({ calling_number: '+4930123', weight: 20, is_active: 1 });
    const twice = await call(ep.createVipNumber, {
      token: as(owner),
      params: { queueId },
      body: { calling_number: '+4930123', weight: 1 },
    });
    expect(twice.body.errors.calling_number).toEqual(['Calling number already exists.']);

    const black = await call(ep.createBlackNumber, {
      token: as(owner),
      params: { queueId },
      body: { calling_number: '4930999', valid_to: '2026-12-31' },
    });
    expect(black.body).toMatchObject({ calling_number: '4930999', valid_to: '2026-12-31', is_active: 1 });
    const forever = await call(ep.updateBlackNumber, {
      token: as(owner),
      params: { queueId, id: black.body.id },
      body: { valid_to: '', is_active: 0 },
    });
    expect(forever.body).toMatchObject({ valid_to: null, is_active: 0 });
    const badDay = await call(ep.createBlackNumber, {
      token: as(owner),
      params: { queueId },
      body: { calling_number: '49', valid_to: '2026-02-30' },
    });
    expect(badDay.status).toBe(422);
    // Deleting the queue takes its options with it.
    await call(ep.deleteQueue, { token: as(owner), params: { id: queueId } });
    expect((await call(ep.listVipNumbers, { token: as(owner), params: { queueId } })).status).toBe(404);
  });
});
