import { type Auth, endpoints as ep } from '@switchboard/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing.js';
import { contractRoutes } from './contract-routes.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe('contractRoutes', () => {
  it('refuses to register an endpoint without an auth level', () => {
    const routes = contractRoutes(server.deps);
    const noAuth = { ...ep.listPbxUsers, auth: undefined as unknown as Auth };
    expect(() => routes.on(noAuth, (c) => c.json([]))).toThrow(/has no auth level/);
    const unknown = { ...ep.listPbxUsers, auth: 'toString' as Auth };
    expect(() => routes.on(unknown, (c) => c.json([]))).toThrow(/has no auth level/);
  });

  it('applies the auth level and the body struct of the table entry', async () => {
    const seen: unknown[] = [];
    const { app } = contractRoutes(server.deps).on(ep.createExtension, (c, body) => {
      seen.push(body);
      return c.json({ ok: true }, 201);
    });
    app.onError((error) => (error as { getResponse(): Response }).getResponse());
    const post = (body: unknown, token?: string) =>
      app.request(ep.createExtension.path, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify(body),
      });

    expect((await post({ extension: '100', password: 'Secret-123' })).status).toBe(401);
    const owner = await server.createAccount();
    const invalid = await post({ extension: 'x' }, owner.tokens.access_token);
    expect(invalid.status).toBe(422);
    expect(await invalid.json()).toMatchObject({ errors: { extension: expect.any(Array) } });
    expect(seen).toEqual([]);

    const ok = await post({ extension: '101', password: 'Secret-123' }, owner.tokens.access_token);
    expect(ok.status).toBe(201);
    expect(seen).toEqual([expect.objectContaining({ extension: '101' })]);
  });

  it("runs the entry's own middleware after the auth check and before the body check", async () => {
    const steps: string[] = [];
    const { app } = contractRoutes(server.deps).on(
      ep.createExtension,
      (c) => {
        steps.push('handler');
        return c.json({ ok: true }, 201);
      },
      {
        use: [
          async (_c, next) => {
            steps.push('use');
            await next();
          },
        ],
      },
    );
    app.onError((error) => (error as { getResponse(): Response }).getResponse());
    const owner = await server.createAccount();
    const post = (body: unknown, token?: string) =>
      app.request(ep.createExtension.path, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify(body),
      });

    expect((await post({ extension: '102', password: 'Secret-123' })).status).toBe(401);
    expect(steps).toEqual([]);
    expect((await post({ extension: 'x' }, owner.tokens.access_token)).status).toBe(422);
    expect(steps).toEqual(['use']);
    expect((await post({ extension: '102', password: 'Secret-123' }, owner.tokens.access_token)).status).toBe(
      201,
    );
    expect(steps).toEqual(['use', 'use', 'handler']);
  });
});
