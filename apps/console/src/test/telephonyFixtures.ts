import type {
  Carrier,
  CarrierRate,
  CarrierTrunk,
  Destination,
  RoutingEntry,
  SoundFile,
  TrunkRule,
} from '@switchboard/contract';
import { fakeApi, json, profile } from './fakeApi';

const STAMP = '2026-01-01T09:00:00.000Z';
const stamps = { created_at: STAMP, updated_at: STAMP };

export const soundFile = (id: number, filename: string, overrides: Partial<SoundFile> = {}): SoundFile => ({
  id,
  filename,
  description: 'Greeting',
  filetype: 'flow',
  filesize: 2 * 1024 * 1024,
  mime: 'audio/wav',
  ...stamps,
  ...overrides,
});

export const carrier = (id: number, name: string, overrides: Partial<Carrier> = {}): Carrier => ({
  id,
  carrier_name: name,
  timezone: 'Europe/Sofia',
  is_active: 1,
  currency: 'EUR',
  username: 'sip-user',
  has_password: true,
  description: '',
  did_supplier: 0,
  sms_supplier: 0,
  voice_supplier: 1,
  ...stamps,
  ...overrides,
});

export const trunk = (
  id: number,
  carrierId: number,
  name: string,
  overrides: Partial<CarrierTrunk> = {},
): CarrierTrunk => ({
  id,
  carrier_id: carrierId,
  name,
  channels: 30,
  codecs: ['Alaw'],
  host: 'sip.example.net',
  port: 5060,
  priority: 1,
  service: 'VoIP',
  trunk_type: 'Outgoing',
  ...stamps,
  ...overrides,
});

export const rule = (id: number, trunkId: number, overrides: Partial<TrunkRule> = {}): TrunkRule => ({
  id,
  carrier_trunk_id: trunkId,
  command: 'change_called',
  command_arg: '',
  timeslot_id: null,
  priority: 1,
  direction: 'OUT',
  point_start: 0,
  point_end: 2,
  called_prefix: '00',
  calling_prefix: '',
  is_active: 1,
  ...stamps,
  ...overrides,
});

export const rate = (
  id: number,
  carrierId: number,
  prefix: string,
  overrides: Partial<CarrierRate> = {},
): CarrierRate => ({
  id,
  carrier_id: carrierId,
  prefix,
  prefix_name: 'Bulgaria',
  cli: 0,
  local_rate: '0.000000',
  setup_rate: '0.000000',
  origin_rate: '0.000000',
  carrier_rate: '0.012000',
  effective_date: '2026-01-01',
  setup_time: 0,
  minimum_time: 60,
  rest_time: 60,
  ...stamps,
  ...overrides,
});

export const destination = (
  id: number,
  prefix: string,
  name: string,
  overrides: Partial<Destination> = {},
): Destination => ({
  id,
  prefix,
  prefix_name: name,
  country: 'BG',
  is_mobile: 0,
  is_itfs: 0,
  ...stamps,
  ...overrides,
});

export const route = (
  id: number,
  direction: RoutingEntry['direction'],
  overrides: Partial<RoutingEntry> = {},
): RoutingEntry => ({
  id,
  direction,
  a_regexp: '',
  b_regexp: '^359',
  flow_id: null,
  flow_name: null,
  priority: 1,
  timeslot_id: null,
  timeslot_name: null,
  application_id: null,
  carrier_id: null,
  ...stamps,
  ...overrides,
});

/** A stored row: any entity (interfaces have no index signature, so rows are read as records). */
type Row = { id: number };
type Fields = Record<string, unknown>;

/**
 * The carrier, rate, destination and routing endpoints over in-memory collections: each
 * collection path lists, creates (POST echoes the body with a new id, the password left out as the
 * API does), reads, updates (PUT merges) and deletes its rows.
 */
export function fakeTelephonyApi(collections: Record<string, Row[]>, extra: Record<string, unknown> = {}) {
  let nextId = 500;
  const routes: Record<string, unknown> = {
    'GET /admin/me': profile(),
    'GET /admin/timezones': [
      { name: 'Select timezone', offset: '' },
      { name: 'Europe/Sofia', offset: '+02:00' },
    ],
    'GET /admin/countries': [{ name: 'Bulgaria', dial_code: '+359', code: 'BG' }],
  };
  for (const [path, rows] of Object.entries(collections)) {
    routes[`GET ${path}`] = () => json(rows);
    routes[`POST ${path}`] = ({ body }: { body: Record<string, unknown> }) => {
      const { password, ...rest } = body;
      const created = {
        id: nextId++,
        ...rest,
        ...stamps,
        ...(password !== undefined ? { has_password: password !== '' } : {}),
      };
      rows.unshift(created as Row);
      return json(created, 201);
    };
  }
  const item = (path: string) => {
    for (const [collection, rows] of Object.entries(collections)) {
      const match = path.match(new RegExp(`^${collection}/(\\d+)$`));
      if (match) return { rows, id: Number(match[1]) };
    }
    return null;
  };
  const api = fakeApi({
    ...routes,
    ...extra,
    '*': ({ method, path, body }: { method: string; path: string; body: Record<string, unknown> }) => {
      const found = item(path);
      const row = found?.rows.find((r) => r.id === found.id);
      if (!found || !row) return json({ message: 'Not found.' }, 404);
      if (method === 'GET') return json([row]);
      if (method === 'PUT') {
        const { password: _password, ...rest } = body;
        Object.assign(row as Fields, rest);
        return json(row);
      }
      if (method === 'DELETE') {
        found.rows.splice(found.rows.indexOf(row), 1);
        return json({ id: row.id });
      }
      return json({ message: 'Not found.' }, 404);
    },
  });
  return api;
}
