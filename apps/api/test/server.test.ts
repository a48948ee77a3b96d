/**
 * The production entry (server.ts, what main.ts runs) on a PGlite data folder: 503 while starting,
 * migrations, the demo and ADMIN_EMAIL seeds, and a JWT secret that survives a restart.
 */
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { endpoints as ep } from '@switchboard/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger } from '../src/lib/logger.js';
import { startServer } from '../src/server.js';
import { client } from './http.js';

let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'switchboard-api-'));
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

/** The migrations a new data folder gets, from Drizzle's journal. */
const migrationFiles = () =>
  (
    JSON.parse(readFileSync(new URL('../drizzle/meta/_journal.json', import.meta.url), 'utf8')) as {
      entries: { tag: string }[];
    }
  ).entries.map((entry) => `${entry.tag}.sql`);

const env = () => ({
  PORT: '0',
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  ADMIN_EMAIL: 'Root@Example.test',
  ADMIN_PASSWORD: 'admin password 1',
});

describe('startServer', () => {
  it('answers 503 until migrated, seeds the admin, and keeps its JWT secret across restarts', async () => {
    const lines: string[] = [];
    const log = { ...silentLogger, info: (line: string) => lines.push(line) };

    const first = await startServer(env(), log);
    const early = await fetch(`${first.url}/healthz`);
    expect(early.status).toBe(503);
    expect(early.headers.get('retry-after')).toBe('1');
    await first.ready;
    expect((await fetch(`${first.url}/healthz`)).status).toBe(200);
    expect(lines).toContain(`migrations applied: ${migrationFiles().join(', ')}`);
    expect(lines).toContain('admin root@example.test created');
    expect(first.demo()?.map((login) => login.login)).toEqual([
      'demo@switchboard.test',
      'reception',
      'admin@switchboard.test',
    ]);
    const demo = await client(first.url)(ep.rootLogin, {
      body: { email: 'demo@switchboard.test', password: 'switchboard' },
    });
    expect(demo.status).toBe(200);

    const login = await client(first.url)(ep.rootLogin, {
      body: { email: 'root@example.test', password: 'admin password 1' },
    });
    expect(login.status).toBe(200);
    expect(login.body.redirect).toBe('/profile/users');
    await first.close();

    lines.length = 0;
    const second = await startServer(env(), log);
    await second.ready;
    expect(lines.some((line) => line.startsWith('migrations applied'))).toBe(false);
    expect(lines.some((line) => line.startsWith('admin '))).toBe(false);
    expect(second.demo()).toBeNull();
    // Same data folder, same generated secret: the token from before the restart still works.
    expect((await client(second.url)(ep.me, { token: login.body.access_token })).status).toBe(200);
    await second.close();
  });

  it('seeds no demo with SEED_DEMO=0', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'switchboard-api-nodemo-'));
    try {
      const server = await startServer(
        { ...env(), DATA_DIR: dir, SEED_DEMO: '0', ADMIN_EMAIL: '', ADMIN_PASSWORD: '' },
        silentLogger,
      );
      await server.ready;
      expect(server.demo()).toBeNull();
      const login = await client(server.url)(ep.rootLogin, {
        body: { email: 'demo@switchboard.test', password: 'switchboard' },
      });
      expect(login.status).toBe(401);
      await server.close();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('keeps answering when Redis is gone: rate limits hold in process, wallboards hear this instance, each outage logged once', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'switchboard-api-noredis-'));
    const errors: string[] = [];
    const log = { ...silentLogger, error: (line: string) => errors.push(line) };
    try {
      const server = await startServer(
        { ...env(), DATA_DIR: dir, SEED_DEMO: '0', REDIS_URL: 'redis://127.0.0.1:1' },
        log,
      );
      await server.ready;
      const login = () =>
        client(server.url)(ep.rootLogin, {
          body: { email: 'root@example.test', password: 'admin password 1' },
        });
      expect((await login()).status).toBe(200);
      expect((await login()).status).toBe(200);
      // Each part that shares Redis says once what its outage means.
      const outages = errors.filter((line) => line.startsWith('Redis unreachable'));
      expect(outages.filter((line) => line.includes('rate limits'))).toHaveLength(1);
      expect(outages.filter((line) => line.includes('wallboards'))).toHaveLength(1);
      expect(outages).toHaveLength(2);
      await server.close();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 400_000); // Starts the server on a data folder of its own: slow on a busy machine.

  it('refuses half an admin configuration', async () => {
    const server = await startServer({ ...env(), ADMIN_PASSWORD: '' }, silentLogger);
    await expect(server.ready).rejects.toThrow('ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
    await server.close();
  });
});
