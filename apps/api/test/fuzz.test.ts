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
import { office, VALID } from './support/valid-bodies.js';

const FUZZ_RUNS = 1000;

let server: TestServer;
let token = '';
const ids: Record<string, string> = {};

// The fuzz is about bodies: rate limits would answer 429 before any body is read.
const unlimited = Object.fromEntries(
  Object.entries(defaultLimits).map(([key, rule]) => [key, { ...rule, capacity: 1_000_000 }]),
) as unknown as RateLimits;

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
    type: name.includes('Tariff') ? 'landline' : 'calls',
    code: 'DE',
    plan: name === 'updateServicePlan' ? '1-year' : 'business',
  };
  return buildPath(endpoint.path, params as PathParams<string>);
}

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
