/**
 * Webhooks: endpoints with a signing secret shown once, deliveries queued with the visitor request
 * or call record they announce, posted to a real local receiver that checks the signature, retried
 * on the backoff schedule as the clock moves, each attempt in the delivery log; the SSRF rule.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { endpoints as ep, WEBHOOK_SIGNATURE_HEADER } from '@switchboard/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visitorRequests, webhookDeliveries } from '../src/db/schema.js';
import { deliverDue, MAX_ATTEMPTS, RETRY_DELAYS_MS } from '../src/integrations/deliveries.js';
import { isPrivateAddress } from '../src/integrations/webhook-url.js';
import { verifySignature } from '../src/lib/signature.js';
import { manualClock, startTestServer, type TestAccount, type TestServer } from '../src/testing.js';
import { client } from './http.js';

interface Received {
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A webhook receiver on 127.0.0.1 answering `status()`; it keeps what it was sent. */
async function receiver(status: () => number = () => 200) {
  const received: Received[] = [];
  const http: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      response.writeHead(status()).end();
    });
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(http.address() as AddressInfo).port}/hooks`,
    received,
    close: () => new Promise<void>((resolve) => http.close(() => resolve())),
  };
}

const clock = manualClock(new Date('2026-06-01T12:00:00Z'));
let server: TestServer;
let call: ReturnType<typeof client>;
let owner: TestAccount;
const receivers: { close(): Promise<void> }[] = [];

beforeAll(async () => {
  server = await startTestServer({ clock });
  call = client(server.url);
  owner = await server.createAccount();
});
afterAll(async () => {
  await Promise.all(receivers.map((r) => r.close()));
  await server?.close();
});

async function endpointFor(url: string, events: string[], account = owner) {
  const reply = await call(ep.createWebhook, {
    token: account.tokens.access_token,
    body: { url, events, description: 'Test receiver' },
  });
  expect(reply.status).toBe(201);
  return reply.body as { id: number; secret: string };
}

const log = async (id: number, account = owner) =>
  (await call(ep.webhookDeliveries, { token: account.tokens.access_token, params: { id } })).body;

describe('webhook endpoints', () => {
  it('show the signing secret once', async () => {
    const hook = await endpointFor('https://hooks.example.com/in', ['call_record.created']);
    expect(hook.secret).toMatch(/^whsec_/);
    const read = await call(ep.getWebhook, { token: owner.tokens.access_token, params: { id: hook.id } });
    expect(read.body).toMatchObject({
      url: 'https://hooks.example.com/in',
      events: ['call_record.created'],
      is_active: 1,
    });
    expect(JSON.stringify(read.body)).not.toContain(hook.secret);
    const list = await call(ep.listWebhooks, { token: owner.tokens.access_token });
    expect(JSON.stringify(list.body)).not.toContain(hook.secret);
    const edited = await call(ep.updateWebhook, {
      token: owner.tokens.access_token,
      params: { id: hook.id },
      body: { url: 'https://hooks.example.com/v2', events: ['visitor_request.created'], is_active: 0 },
    });
    expect(edited.body).toMatchObject({ url: 'https://hooks.example.com/v2', is_active: 0 });
    expect(
      (await call(ep.deleteWebhook, { token: owner.tokens.access_token, params: { id: hook.id } })).status,
    ).toBe(200);
  });

  it("are the account's own", async () => {
    const other = await server.createAccount();
    const theirs = await endpointFor('https://hooks.example.com/theirs', ['call_record.created'], other);
    for (const reply of [
      await call(ep.getWebhook, { token: owner.tokens.access_token, params: { id: theirs.id } }),
      await call(ep.webhookDeliveries, { token: owner.tokens.access_token, params: { id: theirs.id } }),
      await call(ep.testWebhook, { token: owner.tokens.access_token, params: { id: theirs.id }, body: {} }),
      await call(ep.deleteWebhook, { token: owner.tokens.access_token, params: { id: theirs.id } }),
    ]) {
      expect(reply.status).toBe(404);
    }
  });

  it('refuse private and loopback addresses and plain http unless the server allows them', async () => {
    const strict = await startTestServer({ config: { webhooksAllowPrivate: false } });
    try {
      const account = await strict.createAccount();
      const strictCall = client(strict.url);
      for (const url of [
        'http://hooks.example.com/in',
        'https://127.0.0.1/in',
        'https://10.1.2.3/in',
        'https://[::1]/in',
        'https://169.254.169.254/latest',
        'https://localhost/in',
      ]) {
        const reply = await strictCall(ep.createWebhook, {
          token: account.tokens.access_token,
          body: { url, events: ['call_record.created'] },
        });
        expect(reply.status, url).toBe(422);
        expect(reply.body.errors.url).toBeDefined();
      }
      const ok = await strictCall(ep.createWebhook, {
        token: account.tokens.access_token,
        body: { url: 'https://93.184.215.14/in', events: ['call_record.created'] },
      });
      expect(ok.status).toBe(201);
    } finally {
      await strict.close();
    }
    expect(['::ffff:127.0.0.1', '100.64.1.1', 'fd00::1', '0.0.0.0'].map(isPrivateAddress)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(isPrivateAddress('93.184.215.14')).toBe(false);
  });
});

describe('deliveries', () => {
  it('post a signed test event the receiver can verify', async () => {
    const account = await server.createAccount();
    const target = await receiver();
    receivers.push(target);
    const hook = await endpointFor(target.url, ['visitor_request.created'], account);
    const reply = await call(ep.testWebhook, {
      token: account.tokens.access_token,
      params: { id: hook.id },
      body: {},
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ event: 'webhook.test', status: 'delivered' });
    expect(reply.body.attempts).toEqual([
      expect.objectContaining({ status_code: 200, error: null, next_attempt_at: null }),
    ]);
    const [sent] = target.received;
    if (!sent) throw new Error('nothing received');
    const signature = String(sent.headers[WEBHOOK_SIGNATURE_HEADER.toLowerCase()]);
    expect(signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(verifySignature(hook.secret, sent.body, signature, clock.now())).toBe(true);
    expect(verifySignature('whsec_wrong', sent.body, signature, clock.now())).toBe(false);
    expect(verifySignature(hook.secret, `${sent.body} `, signature, clock.now())).toBe(false);
    expect(JSON.parse(sent.body)).toMatchObject({ type: 'webhook.test', id: reply.body.event_id });
  });

  it('announce a visitor request and a call record, once each', async () => {
    const account = await server.createAccount();
    const target = await receiver();
    receivers.push(target);
    const hook = await endpointFor(target.url, ['visitor_request.created', 'call_record.created'], account);
    const widget = await call(ep.createWidget, {
      token: account.tokens.access_token,
      body: {
        name: 'Hooked shop',
        contacts: [
          {
            id: 'hq',
            mainSettings: {
              title: 'HQ',
              email: 'hq@example.test',
              phoneNumber: '+35929990001',
              contactOptions: {
                phoneCalls: true,
                requestCallback: true,
                chat: true,
                email: true,
                videoCalls: false,
              },
            },
          },
        ],
      },
    });
    expect(widget.status).toBe(201);
    const request = await call(ep.widgetCallback, {
      params: { publicKey: widget.body.public_key },
      body: { name: 'Ada', phone: '+359888123456', terms: true, contact_id: 'hq' },
    });
    expect(request.status).toBe(201);

    const token = await call(ep.rotateSwitchToken, { token: account.tokens.access_token, body: {} });
    const record = {
      call_id: 'hook-call-1',
      calltype: 'outbound',
      calling_number: '+35929990001',
      called_number: '+35988812345',
      callstart: '2026-06-01T11:00:00Z',
      callstop: '2026-06-01T11:01:00Z',
      dialstatus: 'answered',
      duration: 60,
    };
    const ingest = await call(ep.ingestCallRecords, { token: token.body.token, body: { records: [record] } });
    expect(ingest.status).toBe(200);
    // The same batch again stores nothing, and announces nothing.
    await call(ep.ingestCallRecords, { token: token.body.token, body: { records: [record] } });

    expect(await deliverDue(server.deps)).toBe(2);
    const bodies = target.received.map((sent) => JSON.parse(sent.body));
    expect(bodies.map((body) => body.type).sort()).toEqual([
      'call_record.created',
      'visitor_request.created',
    ]);
    expect(bodies.find((body) => body.type === 'visitor_request.created').data).toMatchObject({
      type: 'callback',
      name: 'Ada',
      phone: '+359888123456',
      widget_name: 'Hooked shop',
    });
    expect(bodies.find((body) => body.type === 'call_record.created').data).toMatchObject({
      call_id: 'hook-call-1',
      duration: 60,
    });
    expect(await deliverDue(server.deps)).toBe(0);
    expect((await log(hook.id, account)).map((d: { status: string }) => d.status)).toEqual([
      'delivered',
      'delivered',
    ]);
  });

  it('queue a visitor request for the active endpoints that take it, the body naming the stored row', async () => {
    const account = await server.createAccount();
    const token = account.tokens.access_token;
    const target = await receiver();
    receivers.push(target);
    const taking = await endpointFor(target.url, ['visitor_request.created'], account);
    await endpointFor('https://hooks.example.com/calls', ['call_record.created'], account);
    const paused = await endpointFor(
      'https://hooks.example.com/paused',
      ['visitor_request.created'],
      account,
    );
    await call(ep.updateWebhook, {
      token,
      params: { id: paused.id },
      body: { url: 'https://hooks.example.com/paused', events: ['visitor_request.created'], is_active: 0 },
    });
    const widget = await call(ep.createWidget, { token, body: { name: 'Quiet shop', contacts: [] } });
    const request = await call(ep.widgetCallback, {
      params: { publicKey: widget.body.public_key },
      body: { name: 'Ada', phone: '+359888123456', terms: true },
    });
    expect(request.status).toBe(201);

    const [row] = await server.db
      .select()
      .from(visitorRequests)
      .where(eq(visitorRequests.widgetId, widget.body.id));
    const deliveries = await server.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.accountId, account.accountId));
    expect(deliveries.map((delivery) => delivery.endpointId)).toEqual([taking.id]);
    const [delivery] = deliveries;
    if (!row || !delivery) throw new Error('nothing stored');
    // Byte for byte what queueEvents writes (keys in this order, no spaces), with the row's id.
    expect(delivery.body).toBe(
      JSON.stringify({
        id: delivery.eventId,
        type: 'visitor_request.created',
        created_at: row.createdAt.toISOString(),
        data: {
          id: row.id,
          type: 'callback',
          widget_id: widget.body.id,
          country: null,
          name: 'Ada',
          phone: '+359888123456',
          widget_name: 'Quiet shop',
          office_title: null,
          department_name: null,
        },
      }),
    );
    expect(delivery).toMatchObject({ event: 'visitor_request.created', status: 'pending', attempts: 0 });
    expect(delivery.nextAttemptAt).toEqual(row.createdAt);
    expect(await deliverDue(server.deps)).toBe(1);
    expect(target.received.map((sent) => sent.body)).toEqual([delivery.body]);
  });

  it('retry a failing receiver at 1 min, 5 min, 30 min, 2 h and 12 h, then give up', async () => {
    const account = await server.createAccount();
    const target = await receiver(() => 500);
    receivers.push(target);
    const hook = await endpointFor(target.url, ['call_record.created'], account);
    const token = await call(ep.rotateSwitchToken, { token: account.tokens.access_token, body: {} });
    await call(ep.ingestCallRecords, {
      token: token.body.token,
      body: {
        records: [
          {
            call_id: 'hook-call-failing',
            calltype: 'inbound',
            calling_number: '+35988812345',
            called_number: '+35929990001',
            callstart: '2026-06-01T11:00:00Z',
            callstop: '2026-06-01T11:00:10Z',
            dialstatus: 'no answer',
            duration: 10,
          },
        ],
      },
    });
    expect(await deliverDue(server.deps)).toBe(1);
    const times = [clock.now().getTime()];
    for (const delay of RETRY_DELAYS_MS) {
      clock.advance(delay - 1000);
      expect(await deliverDue(server.deps), 'not due yet').toBe(0);
      clock.advance(1000);
      expect(await deliverDue(server.deps)).toBe(1);
      times.push(clock.now().getTime());
    }
    clock.advance(48 * 60 * 60_000);
    expect(await deliverDue(server.deps)).toBe(0);
    expect(target.received).toHaveLength(MAX_ATTEMPTS);

    // Back to when the owner's access token was issued, to read the log.
    clock.set(new Date(times[0] ?? 0));
    const [delivery] = await log(hook.id, account);
    expect(delivery).toMatchObject({ event: 'call_record.created', status: 'failed', next_attempt_at: null });
    expect(delivery.attempts.map((a: { attempted_at: string }) => Date.parse(a.attempted_at))).toEqual(times);
    expect(delivery.attempts.map((a: { status_code: number }) => a.status_code)).toEqual(
      times.map(() => 500),
    );
    expect(delivery.attempts.map((a: { next_attempt_at: string | null }) => a.next_attempt_at)).toEqual([
      ...times.slice(1).map((t) => new Date(t).toISOString()),
      null,
    ]);
    expect(delivery.attempts[0].error).toBe('HTTP 500');
  });

  it('log a receiver that does not answer (a test event is tried once)', async () => {
    const account = await server.createAccount();
    const target = await receiver();
    await target.close();
    const hook = await endpointFor(target.url, ['call_record.created'], account);
    const reply = await call(ep.testWebhook, {
      token: account.tokens.access_token,
      params: { id: hook.id },
      body: {},
    });
    expect(reply.body).toMatchObject({ status: 'failed', next_attempt_at: null });
    expect(reply.body.attempts).toEqual([
      expect.objectContaining({ status_code: null, error: 'ECONNREFUSED', next_attempt_at: null }),
    ]);
    expect(await log(hook.id, account)).toEqual([reply.body]);
  });
});
