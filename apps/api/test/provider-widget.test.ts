/** The provider's support widget on the profile pages: set by an administrator, read by everyone. */
import { endpoints as ep } from '@switchboard/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestAccount, type TestServer } from '../src/testing.js';
import { client } from './http.js';

let server: TestServer;
let call: ReturnType<typeof client>;
let admin: TestAccount;
let owner: TestAccount;

beforeAll(async () => {
  server = await startTestServer();
  call = client(server.url);
  admin = await server.createAdmin();
  owner = await server.createAccount({ verified: false });
});
afterAll(() => server?.close());

const widgetOf = async (account: TestAccount, name: string) =>
  (await call(ep.createWidget, { token: account.tokens.access_token, body: { name } })).body as {
    id: number;
    public_key: string;
  };

describe('the provider widget', () => {
  it('is none until an administrator picks one of the administrator’s own widgets', async () => {
    const read = await call(ep.providerWidget, { token: owner.tokens.access_token });
    expect(read.status).toBe(200);
    expect(read.body).toEqual({ public_key: null });
  });

  it('shows its public key to every signed-in user, verified or not, once set', async () => {
    const widget = await widgetOf(admin, 'Provider support');
    const set = await call(ep.setProviderWidget, {
      token: admin.tokens.access_token,
      body: { widget_id: widget.id },
    });
    expect(set.status).toBe(200);
    expect(set.body).toEqual({ public_key: widget.public_key });
    const read = await call(ep.providerWidget, { token: owner.tokens.access_token });
    expect(read.body).toEqual({ public_key: widget.public_key });
    expect((await call(ep.providerWidget, {})).status).toBe(401);
  });

  it('is set by administrators only, and only to their own widgets', async () => {
    const theirs = await widgetOf(await server.createAccount(), 'Not the provider’s');
    const byOwner = await call(ep.setProviderWidget, {
      token: owner.tokens.access_token,
      body: { widget_id: theirs.id },
    });
    expect(byOwner.status).toBe(403);
    const another = await call(ep.setProviderWidget, {
      token: admin.tokens.access_token,
      body: { widget_id: theirs.id },
    });
    expect(another.status).toBe(422);
    expect(another.body.errors).toEqual({ widget_id: ['Choose valid Widget'] });
    const missing = await call(ep.setProviderWidget, {
      token: admin.tokens.access_token,
      body: { widget_id: 2_000_000_000 },
    });
    expect(missing.status).toBe(422);
  });

  it('stops showing when the widget is deleted or the administrator clears it', async () => {
    const widget = await widgetOf(admin, 'Short-lived');
    await call(ep.setProviderWidget, { token: admin.tokens.access_token, body: { widget_id: widget.id } });
    await call(ep.deleteWidget, { token: admin.tokens.access_token, params: { id: widget.id } });
    expect((await call(ep.providerWidget, { token: owner.tokens.access_token })).body).toEqual({
      public_key: null,
    });

    const kept = await widgetOf(admin, 'Kept');
    await call(ep.setProviderWidget, { token: admin.tokens.access_token, body: { widget_id: kept.id } });
    const cleared = await call(ep.setProviderWidget, {
      token: admin.tokens.access_token,
      body: { widget_id: null },
    });
    expect(cleared.body).toEqual({ public_key: null });
    expect((await call(ep.providerWidget, { token: owner.tokens.access_token })).body).toEqual({
      public_key: null,
    });
  });
});
