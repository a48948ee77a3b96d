/** The widget endpoints of spec §7: create with defaults, list, update, delete, activate and the parts. */
import { endpoints as ep, widgetDefaults } from '@switchboard/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestAccount, type TestServer } from '../src/testing.js';
import { client } from './http.js';

let server: TestServer;
let call: ReturnType<typeof client>;

beforeAll(async () => {
  server = await startTestServer();
  call = client(server.url);
});
afterAll(() => server?.close());

const office = (id: string, title: string, extra: Record<string, unknown> = {}) => ({
  id,
  mainSettings: { title, email: `${id}@example.test`, phoneNumber: '+35929990001' },
  ...extra,
});

async function owner() {
  const account = await server.createAccount();
  const token = account.tokens.access_token;
  const create = async (body: Record<string, unknown>) => {
    const reply = await call(ep.createWidget, { token, body });
    expect(reply.status).toBe(201);
    return reply.body;
  };
  return { account, token, create };
}

describe('POST /admin/widget', () => {
  it('fills in the spec §3/§9 defaults and makes the first widget the default one', async () => {
    const { token, create } = await owner();
    const first = await create({ name: ' Shop ' });
    expect(first).toMatchObject({
      name: 'Shop',
      timezone: null,
      is_active: true,
      plan: 'start',
      plan_category: 'website-dialer',
      billing_period: 'yearly',
      default: true,
      contacts: [],
      sidebar: { colorScheme: 'light', position: 'right', animation: 'ripple' },
      multilanguage: { lang: 'en', userLanguages: ['en'], userEditedLangs: {} },
      my_country: [],
      ip_blacklist: [],
      config: { gdpr_url: null, terms_url: null },
    });
    expect(first.appearance).toEqual(widgetDefaults.appearance);
    expect(first.appearance).toMatchObject({
      widgetPosition: 'right',
      chatVisibility: 'on-desktop-and-mobile',
      floatingButtonBackground: '#16a34a',
    });
    expect(first.public_key).toMatch(/^[A-Za-z0-9_-]{22}$/);

    const second = await create({
      name: 'Blog',
      is_active: false,
      sidebar: { position: 'left' },
      appearance: { headerBackground: '#123456' },
      multilanguage: { userLanguages: ['de', 'en'], lang: 'fr' },
      my_country: ['bg', 'BG', { code: 'de' }],
      ip_blacklist: ['10.1.2.3/8'],
    });
    expect(second).toMatchObject({
      default: false,
      is_active: false,
      sidebar: { colorScheme: 'light', position: 'left', animation: 'ripple' },
      appearance: { headerBackground: '#123456', bodyBackground: widgetDefaults.appearance.bodyBackground },
      multilanguage: { lang: 'de', userLanguages: ['de', 'en'] },
      my_country: ['BG', 'DE'],
      ip_blacklist: ['10.0.0.0/8'],
    });
    expect(second.public_key).not.toBe(first.public_key);
    const list = (await call(ep.listWidgets, { token })).body;
    expect(list.map((w: { name: string; default: boolean }) => [w.name, w.default])).toEqual([
      ['Shop', true],
      ['Blog', false],
    ]);
  });

  it('answers 422 with every failing field, nested ones by their path', async () => {
    const { token } = await owner();
    const reply = await call(ep.createWidget, {
      token,
      body: {
        name: '',
        contacts: [office('c1', '', { departments: [{ id: 'd1', name: 'Sales', phoneNumber: '0888' }] })],
        appearance: { bodyColor: 'url(javascript:alert(1))' },
        ip_blacklist: ['1.2.3.4/40'],
      },
    });
    expect(reply.status).toBe(422);
    expect(reply.body.errors).toEqual({
      name: ['Name is required.'],
      'contacts.0.mainSettings.title': ['Title is required.'],
      'contacts.0.departments.0.phoneNumber': ['Please enter your phone number with country code'],
      'appearance.bodyColor': ['Enter valid Body color'],
      'ip_blacklist.0': ['Enter valid IP address or range'],
    });
    expect((await call(ep.listWidgets, { token })).body).toEqual([]);
  });

  it('refuses country codes that name no country', async () => {
    const { token } = await owner();
    const reply = await call(ep.createWidget, { token, body: { name: 'X', my_country: ['BG', 'ZZ'] } });
    expect([reply.status, reply.body.errors]).toEqual([422, { 'my_country.1': ['Enter valid Country'] }]);
  });
});

describe('PUT, DELETE and active', () => {
  it('updates only what is sent', async () => {
    const { token, create } = await owner();
    const widget = await create({ name: 'Shop', appearance: { bodyColor: '#111111' } });
    const reply = await call(ep.updateWidget, {
      token,
      params: { id: widget.id },
      body: {
        ...widget,
        name: 'Shop 2',
        timezone: 'Europe/Sofia',
        plan: 'business',
        appearance: { headerColor: '#222222' },
        config: { terms_url: 'https://shop.example/terms' },
      },
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      id: widget.id,
      name: 'Shop 2',
      timezone: 'Europe/Sofia',
      plan: 'business',
      public_key: widget.public_key,
      default: true,
      appearance: { bodyColor: '#111111', headerColor: '#222222' },
      config: { gdpr_url: null, terms_url: 'https://shop.example/terms' },
    });
    const missing = await call(ep.updateWidget, { token, params: { id: 999999 }, body: { name: 'x' } });
    expect([missing.status, missing.body]).toEqual([404, { message: 'No phone found' }]);
  });

  it('deletes and answers the remaining widgets; the first one becomes the default', async () => {
    const { token, create } = await owner();
    const a = await create({ name: 'A' });
    const b = await create({ name: 'B' });
    const c = await create({ name: 'C' });
    const activated = await call(ep.activateWidget, { token, params: { id: c.id }, body: {} });
    expect(activated.body.map((w: { id: number; default: boolean }) => [w.id, w.default])).toEqual([
      [a.id, false],
      [b.id, false],
      [c.id, true],
    ]);

    const afterB = await call(ep.deleteWidget, { token, params: { id: b.id } });
    expect(afterB.status).toBe(200);
    expect(afterB.body.map((w: { id: number; default: boolean }) => [w.id, w.default])).toEqual([
      [a.id, false],
      [c.id, true],
    ]);
    const afterC = await call(ep.deleteWidget, { token, params: { id: c.id } });
    expect(afterC.body.map((w: { id: number; default: boolean }) => [w.id, w.default])).toEqual([
      [a.id, true],
    ]);
    expect((await call(ep.deleteWidget, { token, params: { id: a.id } })).body).toEqual([]);
    expect((await call(ep.deleteWidget, { token, params: { id: a.id } })).status).toBe(404);
    // A new first widget is the default again.
    expect((await create({ name: 'D' })).default).toBe(true);
  });

  it('keeps one default when widgets are created at the same time', async () => {
    const { token } = await owner();
    await Promise.all(['1', '2', '3', '4'].map((name) => call(ep.createWidget, { token, body: { name } })));
    const list = (await call(ep.listWidgets, { token })).body;
    expect(list).toHaveLength(4);
    expect(list.filter((w: { default: boolean }) => w.default)).toHaveLength(1);
  });
});

describe('the parts', () => {
  let token: string;
  let widgetId: number;

  beforeAll(async () => {
    const o = await owner();
    token = o.token;
    widgetId = (await o.create({ name: 'Parts' })).id;
  });

  it('saves the whole contact list and answers it with slugs and defaults filled in', async () => {
    const params = { widgetId };
    const reply = await call(ep.saveWidgetContacts, {
      token,
      params,
      body: {
        contacts: [
          office('sofia', 'Main Office — Sofia', {
            departments: [{ id: 'sales', name: 'Sales & Support', contactOptions: { chat: true } }],
          }),
          office('berlin', 'Berlin', { slug: 'Custom Slug', timezone: 'Europe/Berlin' }),
        ],
      },
    });
    expect(reply.status).toBe(200);
    const [sofia, berlin] = reply.body;
    expect(sofia).toMatchObject({
      id: 'sofia',
      slug: 'main-office-sofia',
      mainSettings: { title: 'Main Office — Sofia', contactOptions: widgetDefaults.contactOptions },
      timezone: null,
      address: { country: '', state: '', street: '', postCode: '' },
      departments: [
        {
          id: 'sales',
          slug: 'sales-support',
          email: '',
          phoneNumber: '',
          contactOptions: {
            phoneCalls: false,
            requestCallback: false,
            chat: true,
            email: false,
            videoCalls: false,
          },
        },
      ],
    });
    expect(sofia.openingHours.monday).toEqual({ closed: false, ranges: [{ from: '09:00', to: '17:00' }] });
    expect(sofia.openingHours.sunday).toEqual({ closed: true, ranges: [] });
    expect(berlin).toMatchObject({ slug: 'custom-slug', timezone: 'Europe/Berlin' });

    // The next save replaces the list.
    const replaced = await call(ep.saveWidgetContacts, {
      token,
      params,
      body: { contacts: [office('x', 'X')] },
    });
    expect(replaced.body.map((c: { id: string }) => c.id)).toEqual(['x']);
    const [widget] = (await call(ep.listWidgets, { token })).body;
    expect(widget.contacts).toEqual(replaced.body);

    const bad = await call(ep.saveWidgetContacts, {
      token,
      params,
      body: { contacts: [office('x', 'X'), office('x', 'Y')] },
    });
    expect([bad.status, bad.body.errors]).toEqual([422, { contacts: ['Contact ids must be unique'] }]);
  });

  it('adds and removes languages, edits translations and changes the current one (spec §4)', async () => {
    const params = { widgetId };
    const added = await call(ep.saveWidgetLanguages, {
      token,
      params,
      body: { multilanguage: { userLanguages: ['en', 'de', 'bg'], lang: 'de' } },
    });
    expect(added.body).toEqual({ lang: 'de', userLanguages: ['en', 'de', 'bg'], userEditedLangs: {} });

    const edited = await call(ep.saveWidgetTranslations, {
      token,
      params,
      body: { multilanguage: { userEditedLangs: { de: { call: 'Anrufen' }, bg: { call: 'Обаждане' } } } },
    });
    expect(edited.body.userEditedLangs).toEqual({ de: { call: 'Anrufen' }, bg: { call: 'Обаждане' } });
    const unlisted = await call(ep.saveWidgetTranslations, {
      token,
      params,
      body: { multilanguage: { userEditedLangs: { fr: { call: 'Appeler' } } } },
    });
    expect([unlisted.status, unlisted.body.errors]).toEqual([
      422,
      { 'multilanguage.userEditedLangs.fr': ['Choose valid Language'] },
    ]);

    const current = await call(ep.setWidgetLanguage, {
      token,
      params,
      body: { multilanguage: { lang: 'bg' } },
    });
    expect(current.body.lang).toBe('bg');
    const notListed = await call(ep.setWidgetLanguage, {
      token,
      params,
      body: { multilanguage: { lang: 'es' } },
    });
    expect([notListed.status, notListed.body.errors]).toEqual([
      422,
      { 'multilanguage.lang': ['Choose valid Language'] },
    ]);

    // Removing the current language: the first remaining one becomes current; its translations go.
    const removed = await call(ep.saveWidgetLanguages, {
      token,
      params,
      body: { multilanguage: { userLanguages: ['en', 'de'] } },
    });
    expect(removed.body).toEqual({
      lang: 'en',
      userLanguages: ['en', 'de'],
      userEditedLangs: { de: { call: 'Anrufen' } },
    });
  });

  it('merges sidebar and appearance saves, and resets appearance to the defaults', async () => {
    const params = { widgetId };
    await call(ep.updateWidgetSidebar, { token, params, body: { sidebar: { animation: 'pulse' } } });
    const sidebar = await call(ep.updateWidgetSidebar, {
      token,
      params,
      body: { sidebar: { position: 'left' } },
    });
    expect(sidebar.body.sidebar).toEqual({ colorScheme: 'light', position: 'left', animation: 'pulse' });
    const bad = await call(ep.updateWidgetSidebar, {
      token,
      params,
      body: { sidebar: { animation: 'spin' } },
    });
    expect([bad.status, bad.body.errors]).toEqual([422, { 'sidebar.animation': ['Enter valid Animation'] }]);

    const changed = await call(ep.updateWidgetAppearance, {
      token,
      params,
      body: { appearance: { callHangBg: '#000', chatVisibility: 'mobile', displayOffline: false } },
    });
    expect(changed.body.appearance).toMatchObject({
      callHangBg: '#000',
      chatVisibility: 'mobile',
      displayOffline: false,
    });
    const reset = await call(ep.updateWidgetAppearance, {
      token,
      params,
      body: { appearance: widgetDefaults.appearance },
    });
    expect(reset.body.appearance).toEqual(widgetDefaults.appearance);
  });

  it('stores countries and the blacklist normalised', async () => {
    const params = { widgetId };
    const countries = await call(ep.updateWidgetCountries, {
      token,
      params,
      body: { countries: ['bg', 'DE', 'bg'] },
    });
    expect(countries.body.my_country).toEqual(['BG', 'DE']);
    const blacklist = await call(ep.updateWidgetBlacklist, {
      token,
      params,
      body: {
        ips: ['203.0.113.7', '198.51.100.9/24', '2001:DB8:0:0::1', '2001:db8:1::/48', '::ffff:192.0.2.1'],
      },
    });
    expect(blacklist.body.ip_blacklist).toEqual([
      '203.0.113.7',
      '198.51.100.0/24',
      '2001:db8::1',
      '2001:db8:1::/48',
      '192.0.2.1',
    ]);
    const bad = await call(ep.updateWidgetBlacklist, {
      token,
      params,
      body: { ips: ['1.2.3.4', 'localhost'] },
    });
    expect([bad.status, bad.body.errors]).toEqual([422, { 'ips.1': ['Enter valid IP address or range'] }]);
    const cleared = await call(ep.updateWidgetCountries, { token, params, body: { countries: [] } });
    expect(cleared.body.my_country).toEqual([]);
  });
});

describe('access', () => {
  it('asks an unverified account to verify first', async () => {
    const unverified: TestAccount = await server.createAccount({ verified: false });
    const token = unverified.tokens.access_token;
    for (const reply of [
      await call(ep.listWidgets, { token }),
      await call(ep.createWidget, { token, body: { name: 'x' } }),
      await call(ep.saveWidgetContacts, { token, params: { widgetId: 1 }, body: { contacts: [] } }),
    ]) {
      expect([reply.status, reply.body]).toEqual([
        403,
        { message: 'Please verify your account to complete this request' },
      ]);
    }
  });

  it('keeps each account to its own widgets, users within the account included', async () => {
    const a = await owner();
    const widget = await a.create({ name: 'Mine' });
    const b = await owner();
    expect((await call(ep.listWidgets, { token: b.token })).body).toEqual([]);
    expect(
      (await call(ep.updateWidget, { token: b.token, params: { id: widget.id }, body: { name: 'x' } }))
        .status,
    ).toBe(404);
    const user = await server.createPbxUser(a.account.accountId);
    const login = await call(ep.userLogin, {
      body: { username: user.username, password: user.password, client_id: a.account.accountId },
    });
    const list = await call(ep.listWidgets, { token: login.body.access_token });
    expect(list.body.map((w: { id: number }) => w.id)).toEqual([widget.id]);
  });
});
