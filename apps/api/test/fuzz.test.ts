/**
 * No input answers 500: every endpoint of the contract table that takes a JSON body gets
 * FUZZ_RUNS bodies (random JSON, hostile values, deep nesting, and valid bodies with one field
 * mutated), sent in-process with a token of the right level and real ids in the path. Every answer
 * must be below 500, and every 4xx must be `{ message }` (422: `{ message, errors: { field: [text] } }`).
 * The figures per endpoint are printed once at the end.
 */
import {
  answersFile,
  buildPath,
  type Endpoint,
  endpoints,
  isMultipartBody,
  type PathParams,
} from '@switchboard/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultLimits, type RateLimits } from '../src/config.js';
import { startTestServer, type TestServer } from '../src/testing.js';

const FUZZ_RUNS = 1000;

let server: TestServer;
let token = '';
const ids: Record<string, string> = {};

// The fuzz is about bodies: rate limits would answer 429 before any body is read.
const unlimited = Object.fromEntries(
  Object.entries(defaultLimits).map(([key, rule]) => [key, { ...rule, capacity: 1_000_000 }]),
) as unknown as RateLimits;

const office = { id: 'office-1', mainSettings: { title: 'Office', phoneNumber: '+35929990001' } };

beforeAll(async () => {
  // Visitors are told apart by X-Forwarded-For (in-process requests have no socket).
  server = await startTestServer({ limits: unlimited, config: { trustProxy: true } });
  const owner = await server.createAccount();
  token = owner.tokens.access_token;
  const headers = owner.headers;
  const post = async (path: string, body: unknown) => {
    const res = await server.app.request(path, { method: 'POST', headers, body: JSON.stringify(body) });
    expect(res.status).toBe(201);
    return (await res.json()) as Record<string, unknown>;
  };
  const widget = await post(endpoints.createWidget.path, { name: 'Fuzz', contacts: [office] });
  // The visitors' widget is never edited by the fuzz (a fuzzed country list would refuse them).
  const visited = await post(endpoints.createWidget.path, { name: 'Visited', contacts: [office] });
  const user = await post('/admin/xpbx/user', {
    username: 'fuzzer',
    description: 'Fuzz',
    password: 'password1',
  });
  const extension = await post('/admin/xpbx/extension', { extension: '700', password: 'password1' });
  ids.widget = String(widget.id);
  ids.publicKey = String(visited.public_key);
  ids.pbxUser = String(user.id);
  ids.extension = String(extension.id);
  const carrier = await post('/admin/xpbx/carrier', { carrier_name: 'Fuzz carrier' });
  ids.carrier = String(carrier.id);
  const trunk = await post(`/admin/xpbx/carrier/${carrier.id}/trunk`, {
    name: 'Fuzz trunk',
    channels: 10,
    host: 'sip.example.test',
    trunk_type: 'Blended',
  });
  ids.trunk = String(trunk.id);
  ids.queue = String((await post('/admin/xpbx/queue', { name: 'Fuzz queue', queue_number: '600' })).id);
  ids.ringGroup = String((await post('/admin/xpbx/ring-group', { name: 'Fuzz group' })).id);
  const flow = await post('/admin/xpbx/flow', { name: 'Fuzz flow', flow_type: 'inbound' });
  ids.flow = String(flow.id);
  ids.flowVersion = String((await post(`/admin/xpbx/flow/${flow.id}/version`, { name: 'Fuzz version' })).id);
  // Edits go to one endpoint; test events to another that stays on a closed local port (no network).
  const hook = { events: ['call_record.created'] };
  ids.webhook = String(
    (await post(endpoints.createWebhook.path, { ...hook, url: 'https://hooks.example.com/in' })).id,
  );
  ids.testedWebhook = String(
    (await post(endpoints.createWebhook.path, { ...hook, url: 'http://127.0.0.1:9/fuzz' })).id,
  );
});
afterAll(() => server?.close());

/** Real ids for the path parameters (a 404 for a mutated body's target is a fine answer). */
function pathOf(name: string, endpoint: Endpoint): string {
  const params: Record<string, string> = {
    id: name.includes('Extension') ? ids.extension! : name.includes('PbxUser') ? ids.pbxUser! : ids.widget!,
    ...(name.includes('CarrierTrunk')
      ? { id: ids.trunk! }
      : name.includes('Carrier')
        ? { id: ids.carrier! }
        : {}),
    ...(name === 'testWebhook'
      ? { id: ids.testedWebhook! }
      : name.includes('Webhook')
        ? { id: ids.webhook! }
        : {}),
    ...(name.includes('FlowVersion')
      ? { id: ids.flowVersion! }
      : name.includes('Flow')
        ? { id: ids.flow! }
        : {}),
    carrierId: ids.carrier!,
    trunkId: ids.trunk!,
    queueId: ids.queue!,
    ringGroupId: ids.ringGroup!,
    flowId: ids.flow!,
    importId: 'none',
    widgetId: ids.widget!,
    publicKey: ids.publicKey!,
    type: 'calls',
  };
  return buildPath(endpoint.path, params as PathParams<string>);
}

const week = Object.fromEntries(
  ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((day) => [
    day,
    { closed: false, ranges: [{ from: '09:00', to: '17:00' }] },
  ]),
);

/** A valid body per endpoint, the base of the one-field mutations. */
const VALID: Record<string, unknown> = {
  register: {
    name: 'Fuzz',
    email: 'fuzz@example.test',
    password: 'password1',
    password_confirmation: 'password1',
    terms: true,
  },
  rootLogin: { email: 'fuzz@example.test', password: 'password1', remember: true },
  userLogin: { username: 'fuzzer', password: 'password1', client_id: 1, remember: false },
  updateProfile: {
    name: 'Fuzz',
    email: 'fuzz@example.test',
    user_phonenumber: '+35929990001',
    timezone: 'Europe/Sofia',
    user_lang: 'en',
  },
  updateCompany: {
    company_name: 'Fuzz Ltd',
    vat_number: 'BG123456789',
    company_address: 'Street 1',
    company_country: 'BG',
    company_manager: 'Manager',
    company_email: 'm@example.test',
  },
  changePassword: { user_old_pwd: 'password1', user_new_pwd: 'password2', user_retype_pwd: 'password2' },
  activity: { startTime: '2026-01-01', endTime: '2026-12-31', action: 'updatePbxUser', who: 'Fuzz' },
  allActivity: { startTime: '2026-01-01', action: 'createWidget' },
  twoFactorLogin: { challenge: 'eyJhbGciOiJIUzI1NiJ9.e30.c2lnbmF0dXJl', code: '123456' },
  twoFactorLoginSetup: { challenge: 'eyJhbGciOiJIUzI1NiJ9.e30.c2lnbmF0dXJl' },
  startTwoFactor: {},
  confirmTwoFactor: { code: '123456' },
  disableTwoFactor: { code: 'abcde-fghij' },
  setTwoFactorPolicy: { required: true },
  addPaymentMethod: {
    token: 'tok_fuzzfuzzfuzz',
    card_type: 'visa',
    last_four: '4242',
    card_owner: 'Fuzz Owner',
    card_month: '7',
    card_year: '2030',
  },
  updatePaymentMethod: { card_month: 7, card_year: 2031, default: true },
  changeService: { service_type: 'pbx-ivr', set_payment_plan: '1-year', set_payment_method: 1, widget_id: 1 },
  recharge: { amount: 5000, payment_method_id: 1 },
  sandboxTokenize: {
    card_number: '4242424242424242',
    card_cvc_code: '123',
    card_owner: 'Fuzz Owner',
    card_month: '12',
    card_year: '2030',
  },
  resetPassword: { token: 'abc', password: 'password1', password_confirmation: 'password1' },
  storeSupport: { support_service: 'Help', support_department: 'Sales', support_message: 'Hello' },
  createWidget: {
    name: 'Shop',
    timezone: 'Europe/Sofia',
    contacts: [
      { ...office, openingHours: week, address: { country: 'BG' }, departments: [{ id: 'd', name: 'D' }] },
    ],
    sidebar: { colorScheme: 'light', position: 'right', animation: 'ripple' },
    appearance: { bodyBackground: '#fff', floatingButtonLabel: 'Call', sounds: true },
    multilanguage: { lang: 'en', userLanguages: ['en', 'de'], userEditedLangs: { de: { hello: 'Hallo' } } },
    my_country: ['BG'],
    ip_blacklist: ['10.0.0.0/8'],
    config: { gdpr_url: 'https://example.test/gdpr', terms_url: null },
  },
  updateWidget: {
    name: 'Shop 2',
    is_active: '1',
    plan: 'start',
    sidebar: { position: 'left' },
    appearance: { sounds: 'false', offlineText: 'Away' },
    config: { terms_url: '' },
  },
  activateWidget: {},
  saveWidgetContacts: { contacts: [office] },
  saveWidgetLanguages: { multilanguage: { userLanguages: ['en', 'de'], lang: 'en' } },
  saveWidgetTranslations: { multilanguage: { userEditedLangs: { en: { hello: 'Hello' } } } },
  setWidgetLanguage: { multilanguage: { lang: 'en' } },
  updateWidgetSidebar: { sidebar: { colorScheme: 'dark', position: 'left', animation: 'ripple' } },
  updateWidgetAppearance: { appearance: { headerBackground: '#123456', onlineText: 'Online' } },
  updateWidgetCountries: { countries: ['BG', 'DE'] },
  updateWidgetBlacklist: { ips: ['192.0.2.1', '2001:db8::/32'] },
  reportMap: {
    startTime: '2026-01-01',
    endTime: '2026-12-31T10:00:00Z',
    widget_id: 1,
    office_id: 'office-1',
    service: 'all',
    zoomFactor: 3,
    positions: [{ lat: 10, lng: 20 }],
  },
  statsReport: { startTime: 1_700_000_000_000, endTime: '2026-12-31', widget_id: 1, department_id: 'd' },
  widgetCallback: { name: 'Visitor', phone: '+35929990001', terms: true, contact_id: 'office-1' },
  widgetMessage: { name: 'Visitor', email: 'v@example.test', message: 'Hi', terms: true },
  widgetCall: { contact_id: 'office-1', department_id: '' },
  widgetVideoCall: { contact_id: 'office-1' },
  createPbxUser: { username: 'someone', description: 'Desk', password: 'password1', is_active: 1 },
  updatePbxUser: { description: 'Desk 2', is_active: '0', extension_id: '' },
  searchPbxUsers: { search: 'some', is_active: 1 },
  createExtension: { extension: '701', password: 'password1', status: '', presentation_number: null },
  updateExtension: { extension: '702', description: 'Front', status: 1 },
  createCarrier: { carrier_name: 'Telia', password: 'sip-secret', currency: 'EUR', did_supplier: 1 },
  updateCarrier: { carrier_name: 'Telia 2', password: '', is_active: '0', timezone: 'Europe/Sofia' },
  createCarrierTrunk: {
    name: 'T',
    channels: '30',
    codecs: ['Alaw'],
    host: 'h.example',
    trunk_type: 'Outgoing',
  },
  updateCarrierTrunk: { priority: 2, port: 5061, service: 'MoIP' },
  createTrunkRule: {
    command: 'change_called',
    command_arg: '+',
    direction: 'OUT',
    point_end: 2,
    called_prefix: '00',
  },
  updateTrunkRule: { is_active: 0, priority: '3' },
  testTrunkRules: { calling_number: '24001122', called_number: '004420712345', presentation_number: '' },
  createCarrierRate: {
    prefix: '4420',
    carrier_rate: '0.0125',
    setup_rate: 0.01,
    effective_date: '2026-01-01',
  },
  updateCarrierRate: { prefix_name: 'London', minimum_time: 60, rest_time: '60' },
  createSellRate: { prefix: '44', carrier_rate: '0.02', effective_date: '2026-01-01', setup_time: 0 },
  updateSellRate: { carrier_rate: '0.03' },
  createDestination: { prefix: '359', prefix_name: 'Bulgaria', country: 'BG', is_mobile: 0 },
  updateDestination: { is_itfs: 1 },
  createInboundRoute: { a_regexp: '^\\+?359', b_regexp: '', priority: 1, flow_id: null },
  updateInboundRoute: { b_regexp: '(a+)+$', timeslot_id: '' },
  createOutboundRoute: { b_regexp: '^00', carrier_id: null, priority: '2' },
  updateOutboundRoute: { a_regexp: '[0-9]{3}' },
  createQueue: { name: 'Support', queue_number: '600', strategy: 'linear', weight: '5', is_active: 1 },
  updateQueue: { description: 'Inbound', connect_to_last_agent: 1, agent_search_period: 3600 },
  createQueueMember: { user_id: 1, workplace: 'Desk', auto_answer_seconds: 0, skill_level: 50 },
  updateQueueMember: { skill_level: '10' },
  createQueueAction: { name: 'Music', action: 'play_moh', sound_file_id: null, time_from: 0, time_to: 30 },
  updateQueueAction: { is_active: 0 },
  createQueueRule: { name: 'Rush', timeslot_id: 1, increase_period: 60, increase_weight: 2 },
  updateQueueRule: { increase_weight: 3 },
  createVipNumber: { calling_number: '+4930123', weight: 20, is_active: 1 },
  updateVipNumber: { weight: '30' },
  createBlackNumber: { calling_number: '4930999', valid_to: '2026-12-31' },
  updateBlackNumber: { valid_to: '', is_active: 0 },
  createBlacklistEntry: { number: '+35988812345', description: 'Spam', direction: 'inbound', is_active: 1 },
  postCallEvent: {
    call_id: 'fuzz-1',
    seq: 1,
    kind: 'started',
    at: '2026-03-10T09:00:00Z',
    calltype: 'inbound',
    calling_number: '447900000001',
    called_number: '442071234567',
    detail: 'Support',
  },
  updateBlacklistEntry: { description: 'Known spam', direction: 'both', is_active: 0 },
  createMessageTemplate: { description: 'Welcome', message: 'Hi {first_name}', channel: 'sms', is_active: 1 },
  updateMessageTemplate: { message: 'Hello {company}', is_active: '0' },
  createMailTemplate: {
    description: 'Reminder',
    mail_subject: 'Hi {first_name}',
    mail_body: 'Body',
    mail_from: '',
  },
  updateMailTemplate: { mail_cc: 'cc@example.com' },
  createSender: { name: 'Switchbrd', channel: 'sms', email: 'ada@example.com', description: '' },
  updateSender: { description: 'Main' },
  resendSenderMail: {},
  sendMessage: { template_id: 1, sender_id: '1', to: '+359888123456', values: { first_name: 'Ada' } },
  listMessages: { from: '2026-01-01', to: null, number: '359', status: 'delivered', page: 1, per_page: 10 },
  callReport: {
    tab: 'missed',
    from: '2026-01-01',
    to: '2026-01-31',
    timezone: 'Europe/Sofia',
    number: '359',
    result: 'busy',
    cursor: null,
    limit: 10,
  },
  callReportExport: { tab: 'incoming', from: '2026-01-01', to: '2026-01-31', format: 'csv' },
  messageReport: {
    from: '2026-01-01',
    to: '2026-01-31',
    number: '359',
    result: 'delivered',
    msgtype: 'sms',
    limit: 10,
  },
  messageReportExport: { from: '2026-01-01', to: '2026-01-31', format: 'xlsx' },
  createPbxContact: {
    first_name: 'Anna',
    last_name: 'Petrova',
    number: '+359888123456',
    company: 'Acme',
    email: 'anna@example.com',
  },
  updatePbxContact: { company: 'Acme Ltd' },
  createPbxDomain: { domain: 'sip.example.com', number_pattern: '^\\+?359', timezone: 'Europe/Sofia' },
  updatePbxDomain: { number_pattern: '', timezone: '' },
  updatePbxSettings: {
    call_recording: 1,
    recording_retention_days: '30',
    music_on_hold_id: '',
    ring_timeout_seconds: 20,
  },
  applyPbxContactImport: {},
  createRingGroup: { name: 'Reception', ring_time: 30, strategy: 'ordered', moh_sound_file_id: '' },
  updateRingGroup: { strategy: 'random', is_active: '0' },
  createRingGroupMember: { name: 'Anna', number: '201', ring_time: 20, user_id: null },
  updateRingGroupMember: { number: '+35929876543' },
  reorderRingGroupMembers: { ids: [2, 1] },
  createFlow: { name: 'Main line', flow_type: 'inbound', client_number: '4930123456', is_active: 1 },
  updateFlow: { flow_type: 'outbound', is_active: '0' },
  createFlowVersion: {
    name: 'Draft',
    description: 'First',
    settings: { record_calls: 1, language: 'de', max_call_seconds: '3600', moh_sound_file_id: '' },
    graph: {
      nodes: [
        { id: 'start', kind: 'start', label: 'Call', position: { x: 0, y: 0 }, data: {} },
        { id: 'q', kind: 'queue', label: 'Sales', position: { x: 0, y: 120 }, data: { queue_id: 1 } },
      ],
      edges: [{ id: 'e1', source: 'start', output: 'next', target: 'q' }],
    },
  },
  updateFlowVersion: { name: 'Renamed', description: '' },
  cloneFlowVersion: {},
  cloneFlow: {},
  createDidNumber: {
    number: '+35924009000',
    description: 'Main line',
    country: 'BG',
    number_type: 'local',
    target_type: 'queue',
    target_id: 1,
  },
  updateDidNumber: { description: 'Support line', target_type: '', target_id: '' },
  createNumberOrder: { country: 'GB', number_type: 'local', quantity: 2, area_code: '20' },
  cancelNumberOrder: {},
  createCapacityPool: { name: 'Fuzz pool', channel_limit: 5, did_ids: [] },
  updateCapacityPool: { channel_limit: 3, did_ids: [1] },
  createCustomerTrunk: {
    name: 'Fuzz office',
    host: 'pbx.example.test',
    codecs: ['PCMA', 'G722'],
    channels: 10,
    auth_type: 'credentials',
    username: 'fuzz',
  },
  updateCustomerTrunk: { channels: 5, failover_order: 2 },
  newCustomerTrunkPassword: {},
  createInternalNumber: { number: '501', pbx_user_id: 1, description: 'Desk', presentation_number: '' },
  updateInternalNumber: { is_active: 0 },
  activateFlowVersion: {},
  restoreFlowVersion: {},
  diffFlowVersions: { from_version_id: 1, to_version_id: '2' },
  simulateFlowCall: { calling_number: '+4930111', at: '2026-11-24T10:00:00Z', keys: '1#', answered: 1 },
  updateSoundFile: { filename: 'Welcome', description: '', filetype: 'moh' },
  createVoicemail: {
    name: 'Support',
    mail_to: 'support@example.test',
    mail_from: 'pbx@example.test',
    mail_cc: '',
    mail_bcc: 'audit@example.test',
    mail_subject: 'New voicemail',
    mail_body: 'A caller left a message.',
    mail_signature: 'PBX',
    is_active: 1,
  },
  updateVoicemail: { mail_cc: 'lead@example.test', is_active: '0' },
  sendVoicemailTestMail: {},
  createTimeslot: {
    description: 'Office',
    priority: '1',
    is_active: 1,
    timezone: 'Europe/Berlin',
    hours: week,
    exceptions: [{ date: '2026-12-25', description: 'Christmas', closed: true, ranges: [] }],
  },
  updateTimeslot: { timezone: '', exceptions: [] },
  applyCarrierRateImport: {},
  applySellRateImport: {},
  seedDestinations: {},
  testRoute: {
    calling_number: '35924001122',
    called_number: '004420712345',
    direction: 'outbound',
    duration: 90,
  },
  rotateSwitchToken: {},
  createApiKey: { name: 'Fuzz key', scopes: ['widgets:read', 'pbx:write'] },
  createWebhook: {
    url: 'https://hooks.example.com/in',
    events: ['call_record.created'],
    description: 'Fuzz',
  },
  updateWebhook: { url: 'https://hooks.example.com/in', events: ['visitor_request.created'], is_active: 0 },
  testWebhook: {},
  listCallRecords: { from: '2026-01-01', to: null, page: 1, per_page: 25 },
  ingestCallRecords: {
    records: [
      {
        call_id: 'c1',
        calltype: 'outbound',
        calling_number: '35924001122',
        called_number: '4420712345',
        callstart: '2026-01-01T10:00:00Z',
        callstop: '2026-01-01T10:01:30Z',
        dialstatus: 'answered',
        duration: 90,
      },
    ],
  },
};

const hostileStrings = [
  '',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udc00y',
  '\u202e\u200frtl',
  '😀'.repeat(300),
  'x'.repeat(100_000),
  ' ',
  'select option',
  'NaN',
  'Infinity',
  '-0',
  '1e308',
  '99999999999',
  '2026-13-45',
  '__proto__',
  '<script>',
];
const hostileNumbers = [
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 31 - 1,
  2 ** 53,
  -(2 ** 53),
  2 ** 63,
  1e308,
  -1e308,
  -0,
  0.5,
  1.5,
  99_999_999_999,
  8.64e15 + 1,
];
/** Parsed from JSON text so that `__proto__` is an own key, as a server's parser sees it. */
const hostileObjects: unknown[] = [
  { toString: 1 },
  { valueOf: 1 },
  { toString: 'x', valueOf: {} },
  JSON.parse('{"__proto__": {"polluted": 1}}'),
  { constructor: { prototype: { polluted: 1 } } },
  { hasOwnProperty: 1 },
  [],
  [{}],
  [{ toString: 1 }],
  {},
];

const leaf: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...hostileStrings, ...hostileNumbers, ...hostileObjects, null, true, false),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: fc.constantFrom('\u0000', '\ud800', '\udfff', 'a', '\u200f', '😀'), maxLength: 10 }),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }).map((n) => Number(n)),
);

const randomJson = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    leaf,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(
      fc.oneof(fc.string({ maxLength: 8 }), fc.constantFrom('toString', 'valueOf', 'constructor')),
      tie('value'),
      { maxKeys: 4 },
    ),
  ),
})).value;

/** Nesting far past any real body: as an array, an object, or under a real field. */
const deep = fc
  .record({ depth: fc.integer({ min: 33, max: 20_000 }), kind: fc.constantFrom('[', '{"a":', '{"email":') })
  .map(({ depth, kind }) => {
    const close = kind === '[' ? ']' : '}';
    return `${kind.repeat(depth)}1${close.repeat(depth)}`;
  });

/** Every path to a value inside a body (objects' keys, arrays' indexes), the body itself first. */
function pathsOf(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  const paths = [prefix];
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) paths.push(...pathsOf(item, [...prefix, i]));
  } else if (value !== null && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) paths.push(...pathsOf(item, [...prefix, key]));
  return paths;
}

function replaceAt(value: unknown, path: (string | number)[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string | number,
    unknown
  >;
  copy[head] = replaceAt(copy[head], rest, replacement);
  return copy;
}

function bodies(valid: unknown): fc.Arbitrary<string> {
  const paths = pathsOf(valid);
  const mutated = fc
    .tuple(fc.constantFrom(...paths), fc.oneof(leaf, randomJson))
    .map(([path, value]) => JSON.stringify(replaceAt(valid, path, value)));
  // Extra keys go into objects only: a key such as 'length' on an array is no body a client sends.
  const objectPaths = paths.filter((path) => {
    const found = path.reduce<unknown>((at, key) => (at as Record<string | number, unknown>)[key], valid);
    return found !== null && typeof found === 'object' && !Array.isArray(found);
  });
  const extraKey = fc
    .tuple(fc.constantFrom(...objectPaths), fc.string({ maxLength: 8 }), leaf)
    .map(([path, key, value]) => JSON.stringify(replaceAt(valid, [...path, key], value) ?? null));
  return fc.oneof(
    { weight: 4, arbitrary: mutated },
    { weight: 1, arbitrary: extraKey },
    { weight: 3, arbitrary: randomJson.map((value) => JSON.stringify(value) ?? 'null') },
    { weight: 1, arbitrary: deep },
  );
}

type Tally = Map<number, number>;
const figures = new Map<string, Tally>();

function checkReply(status: number, body: unknown, sent: string): void {
  const where = `${status} for ${sent.length > 300 ? `${sent.slice(0, 300)}… (${sent.length} characters)` : sent}`;
  expect(status, where).toBeLessThan(500);
  if (status < 400) return;
  expect(body, where).toMatchObject({ message: expect.any(String) });
  if (status !== 422) return;
  const { errors } = body as { errors: unknown };
  expect(errors, where).toBeTypeOf('object');
  for (const messages of Object.values(errors as object)) {
    expect(Array.isArray(messages) && messages.every((m) => typeof m === 'string'), where).toBe(true);
  }
}

const fuzzed = Object.entries(endpoints).filter(
  ([, endpoint]) => endpoint.body !== undefined && !isMultipartBody(endpoint.body) && !answersFile(endpoint),
);

describe('every JSON body endpoint answers below 500 whatever the body', () => {
  it.each(fuzzed)(
    '%s',
    async (name, endpoint) => {
      const valid = VALID[name];
      expect(valid, `a valid ${name} body for the mutations`).toBeDefined();
      const tally: Tally = new Map();
      figures.set(name, tally);
      const path = pathOf(name, endpoint);
      const auth: Record<string, string> =
        endpoint.auth === 'public' ? {} : { Authorization: `Bearer ${token}` };
      const visitor = { 'X-Forwarded-For': '198.51.100.7' };
      await fc.assert(
        fc.asyncProperty(bodies(valid), async (sent) => {
          const res = await server.app.request(path, {
            method: endpoint.method,
            headers: { 'Content-Type': 'application/json', ...visitor, ...auth },
            body: sent,
          });
          tally.set(res.status, (tally.get(res.status) ?? 0) + 1);
          const text = await res.text();
          let body: unknown = text;
          try {
            body = JSON.parse(text);
          } catch {
            // a non-JSON answer fails the shape check below when it is an error
          }
          checkReply(res.status, body, sent);
        }),
        { numRuns: FUZZ_RUNS },
      );
    },
    // A limit for a hang, not a speed check: the activity list reads 500 entries per body once the
    // fuzzed writes have filled it, which took over five minutes on a machine busy with other suites.
    600_000,
  );
});

afterAll(() => {
  const statuses = [...new Set([...figures.values()].flatMap((tally) => [...tally.keys()]))].sort();
  const header = ['endpoint', 'bodies', ...statuses.map(String)];
  const rows = [...figures].map(([name, tally]) => {
    const { method, path } = endpoints[name as keyof typeof endpoints];
    const sent = [...tally.values()].reduce((a, b) => a + b, 0);
    return [`${method} ${path}`, String(sent), ...statuses.map((status) => String(tally.get(status) ?? 0))];
  });
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i]?.length ?? 0)));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0)))
      .join('  ');
  console.log([`fuzz on ${server?.kind}: answers by status`, line(header), ...rows.map(line)].join('\n'));
});
