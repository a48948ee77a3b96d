/** The account's PBX settings: defaults until saved, bounds as 422s, the owner's own sound files only. */
import { endpoints as ep, PBX_SETTINGS_DEFAULTS } from '@switchboard/contract';
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
const save = (owner: TestAccount, body: Record<string, unknown>) =>
  call(ep.updatePbxSettings, { token: as(owner), body });

async function soundFileOf(owner: TestAccount) {
  const [row] = await server.deps.db
    .insert(soundFiles)
    .values({
      accountId: owner.accountId,
      filename: 'hold.wav',
      filetype: 'wav',
      filesize: 4,
      mime: 'audio/wav',
      storageKey: `settings-test-${owner.accountId}`,
    })
    .returning({ id: soundFiles.id });
  if (!row) throw new Error('sound file not stored');
  return row.id;
}

describe('/admin/xpbx/settings', () => {
  it('answers the defaults until saved, then what was saved; left-out fields stay', async () => {
    const owner = await server.createAccount();
    const fresh = await call(ep.pbxSettings, { token: as(owner) });
    expect(fresh.status).toBe(200);
    expect(fresh.body).toEqual({ ...PBX_SETTINGS_DEFAULTS, updated_at: null });

    const music = await soundFileOf(owner);
    const saved = await save(owner, {
      timezone: 'America/New_York',
      call_recording: 1,
      recording_retention_days: '30',
      music_on_hold_id: music,
      presentation_number: '35929000000',
      max_call_minutes: 60,
      ring_timeout_seconds: 45,
    });
    expect(saved.status).toBe(200);
    const expected = {
      timezone: 'America/New_York',
      call_recording: 1,
      recording_retention_days: 30,
      music_on_hold_id: music,
      presentation_number: '35929000000',
      max_call_minutes: 60,
      ring_timeout_seconds: 45,
      updated_at: expect.any(String),
    };
    expect(saved.body).toEqual(expected);
    expect((await call(ep.pbxSettings, { token: as(owner) })).body).toEqual(expected);

    const partly = await save(owner, { call_recording: 0, presentation_number: '', music_on_hold_id: '' });
    expect(partly.body).toEqual({
      ...expected,
      call_recording: 0,
      presentation_number: null,
      music_on_hold_id: null,
    });
  });

  it('answers 422 with field messages for values out of bounds', async () => {
    const owner = await server.createAccount();
    const bad = await save(owner, {
      timezone: 'Nowhere/Else',
      call_recording: 2,
      recording_retention_days: 0,
      presentation_number: '+359',
      max_call_minutes: 1441,
      ring_timeout_seconds: 4,
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual([
      'call_recording',
      'max_call_minutes',
      'presentation_number',
      'recording_retention_days',
      'ring_timeout_seconds',
      'timezone',
    ]);
    for (const [field, value] of [
      ['recording_retention_days', 3651],
      ['max_call_minutes', 0],
      ['ring_timeout_seconds', 301],
    ] as const) {
      expect((await save(owner, { [field]: value })).status, field).toBe(422);
    }
    for (const [field, value] of [
      ['recording_retention_days', 3650],
      ['max_call_minutes', 1440],
      ['ring_timeout_seconds', 5],
    ] as const) {
      expect((await save(owner, { [field]: value })).status, field).toBe(200);
    }
  });

  it("keeps each account's settings apart; another account's sound file is refused", async () => {
    const owner = await server.createAccount();
    const other = await server.createAccount();
    const music = await soundFileOf(owner);
    await save(owner, { music_on_hold_id: music, ring_timeout_seconds: 60 });

    const foreign = await save(other, { music_on_hold_id: music });
    expect(foreign.status).toBe(422);
    expect(foreign.body.errors).toEqual({ music_on_hold_id: ['Choose valid Music on hold'] });
    expect((await call(ep.pbxSettings, { token: as(other) })).body.ring_timeout_seconds).toBe(30);
    expect((await call(ep.pbxSettings, { token: as(owner) })).body).toMatchObject({
      music_on_hold_id: music,
      ring_timeout_seconds: 60,
    });
  });

  it('is the owner’s: a user within the account may neither read nor change it', async () => {
    const owner = await server.createAccount();
    const member = await server.createPbxUser(owner.accountId);
    const login = await call(ep.userLogin, {
      body: { username: member.username, password: member.password, client_id: owner.accountId },
    });
    const token = login.body.access_token;
    expect(token).toEqual(expect.any(String));
    expect((await call(ep.pbxSettings, { token })).status).toBe(403);
    expect((await call(ep.updatePbxSettings, { token, body: { call_recording: 1 } })).status).toBe(403);
  });
});
