/**
 * One regression test per class of body that used to answer 500 (found by fuzzing from outside;
 * test/fuzz.test.ts keeps looking), and the widget settings that used to store any key.
 */
import { apiMessages, endpoints as ep } from '@switchboard/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { widgets } from '../src/db/schema.js';
import { startTestServer, type TestServer } from '../src/testing.js';
import { client } from './http.js';

let server: TestServer;
let call: ReturnType<typeof client>;
let token: string;
let widgetId: number;

beforeAll(async () => {
  server = await startTestServer();
  call = client(server.url);
  token = (await server.createAccount()).tokens.access_token;
  widgetId = (await call(ep.createWidget, { token, body: { name: 'Shop' } })).body.id;
});
afterAll(() => server?.close());

/** Sends raw JSON text, as a client outside the typed table could. */
async function send(path: string, method: string, text: string, auth = true) {
  const res = await server.app.request(path, {
    method,
    headers: { 'Content-Type': 'application/json', ...(auth ? { Authorization: `Bearer ${token}` } : {}) },
    body: text,
  });
  return { status: res.status, body: await res.json() };
}

describe('bodies that used to answer 500', () => {
  it('a body nested thousands of levels deep answers 400 saying so', async () => {
    const deep = `${'{"email":'.repeat(5000)}1${'}'.repeat(5000)}`;
    expect(await send(ep.rootLogin.path, 'POST', deep, false)).toEqual({
      status: 400,
      body: { message: apiMessages.bodyTooDeep },
    });
    const arrays = `${'['.repeat(33)}${']'.repeat(33)}`;
    expect((await send(ep.createWidget.path, 'POST', arrays)).status).toBe(400);
  });

  it('a value whose conversion to text throws ({ toString: 1 }) answers 422 on its field', async () => {
    const reply = await call(ep.rootLogin, { body: { email: { toString: 1 }, password: 'x' } });
    expect(reply.status).toBe(422);
    expect(reply.body.errors).toEqual({ email: ['Enter valid Email'] });
    const contacts = await call(ep.saveWidgetContacts, {
      token,
      params: { widgetId },
      body: [{ toString: '' }] as never,
    });
    expect(contacts.status).toBe(422);
  });

  it('integers beyond a PostgreSQL integer, and non-integers, answer 422 on the field', async () => {
    for (const clientId of [99999999999, 1e308, 2 ** 31, 1.5]) {
      const reply = await call(ep.userLogin, {
        body: { username: 'someone', password: 'password1', client_id: clientId },
      });
      expect(reply.status, String(clientId)).toBe(422);
      expect(Object.keys(reply.body.errors)).toEqual(['client_id']);
    }
    const filter = await call(ep.statsReport, {
      token,
      params: { type: 'call-request' as const },
      body: { widget_id: 99999999999 },
    });
    expect(filter.status).toBe(422);
    expect(Object.keys(filter.body.errors)).toEqual(['widget_id']);
  });

  it('NUL and lone surrogates in strings answer 422 on the field, in values and keys', async () => {
    for (const name of ['a\u0000b', '\ud800', 'x\udc00']) {
      const reply = await call(ep.createWidget, { token, body: { name } });
      expect(reply.status, JSON.stringify(name)).toBe(422);
      expect(reply.body.errors).toEqual({ name: ['Enter valid Name'] });
    }
    const translations = await call(ep.saveWidgetTranslations, {
      token,
      params: { widgetId },
      body: { multilanguage: { userEditedLangs: { en: { 'hi\u0000': 'Hi' } } } },
    });
    expect(translations.status).toBe(422);
    expect(Object.keys(translations.body.errors)).toEqual(['multilanguage.userEditedLangs.en']);
    // A surrogate pair (an emoji) is text like any other.
    expect((await call(ep.createWidget, { token, body: { name: 'Shop 😀' } })).status).toBe(201);
  });

  it('a huge number as a report time answers 422 on the field, not "Invalid time value"', async () => {
    const reply = await call(ep.statsReport, {
      token,
      params: { type: 'call-request' as const },
      body: { startTime: 1e20 as never, endTime: (-8.64e15 - 1) as never },
    });
    expect(reply.status).toBe(422);
    expect(Object.keys(reply.body.errors).sort()).toEqual(['endTime', 'startTime']);
    const inRange = await call(ep.statsReport, {
      token,
      params: { type: 'call-request' as const },
      body: { startTime: 0 as never },
    });
    expect(inRange.status).toBe(200);
  });
});

describe('widget sidebar and appearance keep only known settings', () => {
  it('drops unknown keys sent, and those stored before, on a save; the object stays bounded', async () => {
    await server.db
      .update(widgets)
      .set({
        appearance: { ...(await stored()).appearance, legacy: 'x'.repeat(10_000) } as never,
      })
      .where(eq(widgets.id, widgetId));
    const appearance = await call(ep.updateWidgetAppearance, {
      token,
      params: { widgetId },
      body: { appearance: { headerBackground: '#123456', injected: '<script>' } as never },
    });
    expect(appearance.status).toBe(200);
    const sidebar = await call(ep.updateWidgetSidebar, {
      token,
      params: { widgetId },
      body: { sidebar: { position: 'left', huge: 'y'.repeat(100_000) } as never },
    });
    expect(sidebar.status).toBe(200);
    const row = await stored();
    expect(row.appearance).toMatchObject({ headerBackground: '#123456' });
    expect(row.appearance).not.toHaveProperty('injected');
    expect(row.appearance).not.toHaveProperty('legacy');
    expect(row.sidebar).toEqual({ colorScheme: 'light', position: 'left', animation: 'ripple' });
    expect(JSON.stringify(row.appearance).length).toBeLessThan(5_000);
  });

  it('refuses a colour longer than any real one', async () => {
    const reply = await call(ep.updateWidgetAppearance, {
      token,
      params: { widgetId },
      body: { appearance: { bodyColor: `rgb(${'1,'.repeat(100)}1)` } },
    });
    expect(reply.status).toBe(422);
    expect(Object.keys(reply.body.errors)).toEqual(['appearance.bodyColor']);
  });
});

async function stored() {
  const [row] = await server.db.select().from(widgets).where(eq(widgets.id, widgetId));
  if (!row) throw new Error('the widget is gone');
  return row;
}
