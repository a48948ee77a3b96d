import { endpoints as ep } from '@switchboard/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { soundFiles } from '../src/db/schema.js';
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

async function group(owner: TestAccount, body: Record<string, unknown> = {}) {
  const reply = await call(ep.createRingGroup, {
    token: as(owner),
    body: { name: 'Front desk', strategy: 'ordered', ...body },
  });
  expect(reply.status).toBe(201);
  return reply.body as { id: number };
}

async function member(owner: TestAccount, ringGroupId: number, name: string, number: string) {
  const reply = await call(ep.createRingGroupMember, {
    token: as(owner),
    params: { ringGroupId },
    body: { name, number },
  });
  expect(reply.status).toBe(201);
  return reply.body as { id: number; position: number };
}

async function soundFile(owner: TestAccount, filetype: 'flow' | 'moh') {
  const [row] = await server.db
    .insert(soundFiles)
    .values({
      accountId: owner.accountId,
      filename: 'hold.mp3',
      filetype,
      filesize: 1000,
      mime: 'audio/mpeg',
      storageKey: `test-${owner.accountId}-${filetype}-${Math.random()}`,
    })
    .returning({ id: soundFiles.id });
  return row?.id as number;
}

const names = (reply: { body: { name: string }[] }) => reply.body.map((m) => m.name);

describe('ring groups', () => {
  it('creates a group with defaults, edits, toggles and deletes it with its members', async () => {
    const owner = await server.createAccount();
    const created = await call(ep.createRingGroup, { token: as(owner), body: { name: 'Reception' } });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(Number),
      name: 'Reception',
      ring_time: 30,
      strategy: 'ringall',
      moh_sound_file_id: null,
      is_active: 1,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    const id = created.body.id;
    const edited = await call(ep.updateRingGroup, {
      token: as(owner),
      params: { id },
      body: { ring_time: '45', strategy: 'random', is_active: 0 },
    });
    expect(edited.body).toMatchObject({ ring_time: 45, strategy: 'random', is_active: 0 });
    await member(owner, id, 'Anna', '201');
    expect((await call(ep.deleteRingGroup, { token: as(owner), params: { id } })).body).toEqual({ id });
    expect(
      (await call(ep.listRingGroupMembers, { token: as(owner), params: { ringGroupId: id } })).status,
    ).toBe(404);
  });

  it('takes music on hold only from the account’s moh sound files', async () => {
    const owner = await server.createAccount();
    const other = await server.createAccount();
    const music = await soundFile(owner, 'moh');
    expect((await group(owner, { moh_sound_file_id: music })) as object).toMatchObject({
      moh_sound_file_id: music,
    });
    for (const file of [await soundFile(owner, 'flow'), await soundFile(other, 'moh')]) {
      const reply = await call(ep.createRingGroup, {
        token: as(owner),
        body: { name: 'x', moh_sound_file_id: file },
      });
      expect(reply.status).toBe(422);
      expect(reply.body.errors.moh_sound_file_id).toEqual(['Choose valid Sound file']);
    }
    const bad = await call(ep.createRingGroup, {
      token: as(owner),
      body: { name: '   ', strategy: 'hunt', ring_time: 0 },
    });
    expect(Object.keys(bad.body.errors).sort()).toEqual(['name', 'ring_time', 'strategy']);
    expect(bad.body.errors.name).toEqual(['Name is required.']);
  });

  it('hides another account’s group and its members (404)', async () => {
    const owner = await server.createAccount();
    const other = await server.createAccount();
    const { id: ringGroupId } = await group(owner);
    const { id } = await member(owner, ringGroupId, 'Anna', '201');
    expect((await call(ep.getRingGroup, { token: as(other), params: { id: ringGroupId } })).status).toBe(404);
    expect((await call(ep.listRingGroupMembers, { token: as(other), params: { ringGroupId } })).status).toBe(
      404,
    );
    expect(
      (
        await call(ep.updateRingGroupMember, {
          token: as(other),
          params: { ringGroupId, id },
          body: { name: 'x' },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await call(ep.reorderRingGroupMembers, {
          token: as(other),
          params: { ringGroupId },
          body: { ids: [id] },
        })
      ).status,
    ).toBe(404);
    expect((await call(ep.listRingGroups, { token: as(other) })).body).toEqual([]);
  });
});

describe('ring group members', () => {
  it('adds members last, with a user of the account, and edits them', async () => {
    const owner = await server.createAccount();
    const user = await server.createPbxUser(owner.accountId);
    const { id: ringGroupId } = await group(owner);
    const anna = await member(owner, ringGroupId, 'Anna', '201');
    const created = await call(ep.createRingGroupMember, {
      token: as(owner),
      params: { ringGroupId },
      body: { name: 'Boris', number: '+35929876543', ring_time: 20, user_id: user.id },
    });
    expect(created.body).toMatchObject({
      ring_group_id: ringGroupId,
      name: 'Boris',
      number: '+35929876543',
      ring_time: 20,
      user_id: user.id,
      position: 1,
    });
    expect(anna.position).toBe(0);
    const edited = await call(ep.updateRingGroupMember, {
      token: as(owner),
      params: { ringGroupId, id: created.body.id },
      body: { user_id: '', ring_time: 25 },
    });
    expect(edited.body).toMatchObject({ user_id: null, ring_time: 25, position: 1 });
  });

  it('refuses a user of another account and bad numbers (422)', async () => {
    const owner = await server.createAccount();
    const stranger = await server.createPbxUser((await server.createAccount()).accountId);
    const { id: ringGroupId } = await group(owner);
    const reply = await call(ep.createRingGroupMember, {
      token: as(owner),
      params: { ringGroupId },
      body: { name: 'Eve', number: '12ab', user_id: stranger.id },
    });
    expect(reply.status).toBe(422);
    expect(reply.body.errors.number).toEqual(['Enter valid Number']);
    const foreignUser = await call(ep.createRingGroupMember, {
      token: as(owner),
      params: { ringGroupId },
      body: { name: 'Eve', number: '205', user_id: stranger.id },
    });
    expect(foreignUser.body.errors.user_id).toEqual(['Choose valid User']);
  });

  it('reorders the members: the list comes back in the new order, new members go last', async () => {
    const owner = await server.createAccount();
    const { id: ringGroupId } = await group(owner);
    const a = await member(owner, ringGroupId, 'Anna', '201');
    const b = await member(owner, ringGroupId, 'Boris', '202');
    const c = await member(owner, ringGroupId, 'Chen', '203');
    const reordered = await call(ep.reorderRingGroupMembers, {
      token: as(owner),
      params: { ringGroupId },
      body: { ids: [c.id, a.id, b.id] },
    });
    expect(reordered.status).toBe(200);
    expect(names(reordered)).toEqual(['Chen', 'Anna', 'Boris']);
    expect(reordered.body.map((m: { position: number }) => m.position)).toEqual([0, 1, 2]);
    await member(owner, ringGroupId, 'Dana', '204');
    const list = await call(ep.listRingGroupMembers, { token: as(owner), params: { ringGroupId } });
    expect(names(list)).toEqual(['Chen', 'Anna', 'Boris', 'Dana']);
  });

  it('refuses an order that leaves out, repeats or borrows a member', async () => {
    const owner = await server.createAccount();
    const { id: ringGroupId } = await group(owner);
    const { id: otherGroup } = await group(owner, { name: 'Other' });
    const a = await member(owner, ringGroupId, 'Anna', '201');
    const b = await member(owner, ringGroupId, 'Boris', '202');
    const stranger = await member(owner, otherGroup, 'Zed', '299');
    for (const ids of [[a.id], [a.id, a.id], [a.id, stranger.id], [a.id, b.id, stranger.id]]) {
      const reply = await call(ep.reorderRingGroupMembers, {
        token: as(owner),
        params: { ringGroupId },
        body: { ids },
      });
      expect(reply.status).toBe(422);
      expect(reply.body.errors.ids).toEqual(['Enter valid Order']);
    }
    const list = await call(ep.listRingGroupMembers, { token: as(owner), params: { ringGroupId } });
    expect(names(list)).toEqual(['Anna', 'Boris']);
  });
});
