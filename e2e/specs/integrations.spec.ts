/**
 * API keys and webhooks over the real stack (npm start, the demo account): an owner creates a key
 * (shown once), the test calls the API with it — reads and a write within its scopes, a refusal
 * outside them — and revokes it (401 at once); then registers a webhook endpoint pointing at a
 * receiver this test runs, a visitor request reaches the receiver signed with the endpoint's
 * secret, and the delivery shows in the console's log. axe checks every screen, light and dark.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { logIn, notice, settled } from '../support/console';

interface Received {
  signature: string;
  body: string;
}

/** A webhook receiver on 127.0.0.1 answering 204 (the stack allows private addresses in e2e). */
async function receiver() {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      received.push({ signature: String(request.headers['switchboard-signature'] ?? ''), body });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/switchboard`, received, close: () => server.close() };
}

/** The README's verification: HMAC-SHA256 of "t.body" under the secret, compared in constant time. */
function verified(secret: string, { signature, body }: Received): boolean {
  const parts = Object.fromEntries(signature.split(',').map((item) => item.split('=', 2)));
  const expected = createHmac('sha256', secret).update(`${parts.t}.${body}`).digest();
  const given = Buffer.from(parts.v1 ?? '', 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The text of the kit CodeBlock named `label` (a region) in the open dialog. */
const codeIn = async (page: Page, label: string) =>
  (
    (await page.getByRole('dialog').getByRole('region', { name: label }).locator('code').textContent()) ?? ''
  ).trim();

test('an owner creates, uses and revokes an API key, and a webhook receives a visitor request', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const hook = await receiver();
  const tag = Date.now() % 100_000;
  const api = (path: string, key: string, init: RequestInit = {}) =>
    fetch(`${baseURL}${path}`, {
      ...init,
      headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json', ...init.headers },
    });
  try {
    await logIn(page);

    // The account menu leads to the API keys.
    await page.goto('/profile/api-keys');
    await settled(page);
    await expect(page.getByRole('heading', { level: 1, name: 'API keys' })).toBeVisible();
    await expectAccessible(page);

    const keyName = `E2E key ${tag}`;
    await page.getByRole('button', { name: 'Create API key' }).click();
    const create = page.getByRole('dialog', { name: 'Create API key' });
    await create.getByRole('textbox', { name: 'Name' }).fill(keyName);
    await create.getByRole('checkbox', { name: 'widgets:read' }).check();
    await create.getByRole('checkbox', { name: 'widgets:write' }).check();
    await expectAccessible(page);
    await create.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('dialog', { name: keyName })).toBeVisible();
    const key = await codeIn(page, 'API key');
    expect(key).toMatch(/^sbk_/);
    await expectAccessible(page);
    await page.getByRole('dialog', { name: keyName }).getByRole('button', { name: 'Done' }).click();
    await expect(page.getByText(key)).toHaveCount(0);

    // The key reads and writes widgets, and reaches nothing else.
    expect((await api('/admin/widgets', key)).status).toBe(200);
    const widget = await api('/admin/widget', key, {
      method: 'POST',
      body: JSON.stringify({
        name: `Hooked ${tag}`,
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
      }),
    });
    expect(widget.status).toBe(201);
    const { public_key: publicKey } = (await widget.json()) as { public_key: string };
    expect((await api('/admin/profile', key)).status).toBe(403);
    expect((await api('/admin/xpbx/user', key)).status).toBe(403);

    // Revoked after a confirmation: refused at once.
    await page.reload();
    await settled(page);
    await page.getByRole('button', { name: `Revoke ${keyName}` }).click();
    await expectAccessible(page);
    await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke' }).click();
    await expect(notice(page, `You have revoked ${keyName} successfully.`)).toBeVisible();
    expect((await api('/admin/widgets', key)).status).toBe(401);

    // A webhook endpoint for the receiver; its secret is shown once.
    await page.goto('/profile/webhooks');
    await settled(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Webhooks' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Add endpoint' }).click();
    const add = page.getByRole('dialog', { name: 'Add endpoint' });
    await add.getByRole('textbox', { name: 'URL' }).fill(hook.url);
    await add.getByRole('textbox', { name: 'Description' }).fill(`E2E ${tag}`);
    await add.getByRole('checkbox', { name: 'call_record.created' }).uncheck();
    await expectAccessible(page);
    await add.getByRole('button', { name: 'Save' }).click();
    await expect(notice(page, 'You have created webhook endpoint successfully.')).toBeVisible();
    const secret = await codeIn(page, 'Signing secret');
    expect(secret).toMatch(/^whsec_/);
    await expectAccessible(page);
    await page.getByRole('dialog', { name: hook.url }).getByRole('button', { name: 'Done' }).click();

    // A visitor asks for a callback: the receiver gets it, signed with the secret.
    const callback = await fetch(`${baseURL}/public/widget/${publicKey}/callback`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `198.51.100.${(tag % 200) + 20}` },
      body: JSON.stringify({ name: 'Ada Visitor', phone: '+359888123456', terms: true, contact_id: 'hq' }),
    });
    expect(callback.status).toBe(201);
    await expect.poll(() => hook.received.length, { timeout: 30_000 }).toBeGreaterThan(0);
    const [delivery] = hook.received;
    if (!delivery) throw new Error('nothing received');
    expect(verified(secret, delivery)).toBe(true);
    expect(JSON.parse(delivery.body)).toMatchObject({
      type: 'visitor_request.created',
      data: { type: 'callback', name: 'Ada Visitor', widget_name: `Hooked ${tag}` },
    });

    // The console's delivery log shows it delivered.
    await page.getByRole('button', { name: `Deliveries to ${hook.url}` }).click();
    const log = page.getByRole('table', { name: 'Deliveries' });
    await expect(log.getByRole('row').filter({ hasText: 'visitor_request.created' })).toContainText(
      'Delivered',
    );
    await expect(log).toContainText('HTTP 204');
    await expectAccessible(page);
  } finally {
    hook.close();
  }
});
