/**
 * Login limits per IP and per account, through HTTP (clients told apart by X-Forwarded-For with
 * TRUST_PROXY). With TEST_REDIS_URL the test server keeps its buckets in Redis, so this file runs
 * against the shared store as well.
 */
import { endpoints as ep } from '@switchboard/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../src/testing.js';
import { client } from './http.js';

let server: TestServer;
let call: ReturnType<typeof client>;

beforeAll(async () => {
  server = await startTestServer({
    config: { trustProxy: true },
    limits: {
      loginPerIp: { name: 'login-ip', capacity: 5, perSeconds: 60 },
      loginPerAccount: { name: 'login-account', capacity: 4, perSeconds: 60 },
    },
  });
  call = client(server.url);
});
afterAll(() => server?.close());

const login = (email: string, ip: string, password = 'wrong password') =>
  call(ep.rootLogin, { body: { email, password }, headers: { 'X-Forwarded-For': ip } });

describe('login rate limits', () => {
  it('stop one IP trying many accounts: 429 with Retry-After', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++)
      statuses.push((await login(`sprayed-${i}@example.test`, '203.0.113.1')).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    const blocked = await login('sprayed-5@example.test', '203.0.113.1');
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ message: 'Too many attempts. Please try again later.' });
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    // Another address is not affected.
    expect((await login('sprayed-5@example.test', '203.0.113.2')).status).toBe(401);
  });

  it('stop many IPs guessing one account, the right password included', async () => {
    const owner = await server.createAccount();
    for (let i = 0; i < 4; i++) expect((await login(owner.email, `198.51.100.${i}`)).status).toBe(401);
    const blocked = await login(owner.email, '198.51.100.200', owner.password);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
  });

  it('count user logins per account id and username too', async () => {
    const owner = await server.createAccount();
    const user = await server.createPbxUser(owner.accountId);
    const attempt = (ip: string) =>
      call(ep.userLogin, {
        body: { username: user.username, password: 'wrong password', client_id: owner.accountId },
        headers: { 'X-Forwarded-For': ip },
      });
    for (let i = 0; i < 4; i++) expect((await attempt(`192.0.2.${i}`)).status).toBe(401);
    expect((await attempt('192.0.2.99')).status).toBe(429);
  });
});
