/**
 * The zone a timeslot without its own is read in: the domain's the call concerns (its number
 * pattern matches the account's side of the call), else the account's PBX zone, else UTC — here
 * through the route tester, which judges routing entries' timeslots.
 */
import { endpoints as ep } from '@switchboard/contract';
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

const as = (owner: TestAccount) => owner.tokens.access_token;

async function created(reply: Promise<{ status: number; body: { id: number } }>) {
  const { status, body } = await reply;
  expect(status).toBe(201);
  return body.id;
}

const open = { closed: false, ranges: [{ from: '09:00', to: '17:00' }] };
const closed = { closed: true, ranges: [] };
/** Weekdays 09:00–17:00 and no zone of its own. */
const zonelessOfficeHours = {
  description: 'Office hours',
  priority: 1,
  is_active: 1,
  hours: {
    monday: open,
    tuesday: open,
    wednesday: open,
    thursday: open,
    friday: open,
    saturday: closed,
    sunday: closed,
  },
  exceptions: [],
};
// Monday 2 March 2026, 01:00 UTC: 10:00 in Tokyo, 20:00 on Sunday in New York.
const MONDAY_EARLY = '2026-03-02T01:00:00Z';

async function officeRouting(owner: TestAccount) {
  const token = as(owner);
  const timeslot = await created(call(ep.createTimeslot, { token, body: zonelessOfficeHours }));
  const office = await created(
    call(ep.createInboundRoute, { token, body: { priority: 1, timeslot_id: timeslot } }),
  );
  const afterHours = await created(call(ep.createInboundRoute, { token, body: { priority: 2 } }));
  const trace = async (called: string) =>
    (
      await call(ep.testRoute, {
        token,
        body: {
          calling_number: '35924001122',
          called_number: called,
          direction: 'inbound',
          time: MONDAY_EARLY,
        },
      })
    ).body;
  return { office, afterHours, trace };
}

describe('timeslots without a zone of their own', () => {
  it("are read in UTC until the account has a zone, then in the account's", async () => {
    const owner = await server.createAccount();
    const { office, afterHours, trace } = await officeRouting(owner);

    const inUtc = await trace('35929990001');
    expect(inUtc.entry_id).toBe(afterHours);
    expect(inUtc.routing[0].reasons).toContainEqual({
      code: 'timeslot.weekday_closed',
      params: { timeslot: 'Office hours', weekday: 'monday', date: '2026-03-02', time: '01:00', zone: 'UTC' },
    });

    const saved = await call(ep.updatePbxSettings, { token: as(owner), body: { timezone: 'Asia/Tokyo' } });
    expect(saved.status).toBe(200);
    const inTokyo = await trace('35929990001');
    expect(inTokyo.entry_id).toBe(office);
    expect(inTokyo.routing[0].reasons).toContainEqual({
      code: 'timeslot.weekday_open',
      params: {
        timeslot: 'Office hours',
        weekday: 'monday',
        date: '2026-03-02',
        time: '10:00',
        zone: 'Asia/Tokyo',
      },
    });
  });

  it("are read in the zone of the domain whose pattern the called number matches, before the account's", async () => {
    const owner = await server.createAccount();
    const token = as(owner);
    await call(ep.updatePbxSettings, { token, body: { timezone: 'Asia/Tokyo' } });
    await created(
      call(ep.createPbxDomain, {
        token,
        body: { domain: 'us.example.com', number_pattern: '^1\\d{10}$', timezone: 'America/New_York' },
      }),
    );
    const { office, afterHours, trace } = await officeRouting(owner);

    const american = await trace('12125550100');
    expect(american.entry_id).toBe(afterHours);
    expect(american.routing[0].reasons).toContainEqual({
      code: 'timeslot.weekday_closed',
      params: {
        timeslot: 'Office hours',
        weekday: 'sunday',
        date: '2026-03-01',
        time: '20:00',
        zone: 'America/New_York',
      },
    });
    // No other domain's pattern matches: the default domain has no zone, so the account's applies.
    expect((await trace('35929990001')).entry_id).toBe(office);

    // The default domain's zone, once set, comes before the account's.
    const [standard] = (await call(ep.listPbxDomains, { token })).body;
    await call(ep.updatePbxDomain, { token, params: { id: standard.id }, body: { timezone: 'UTC' } });
    expect((await trace('35929990001')).entry_id).toBe(afterHours);
  });

  it("are never read in another account's zone", async () => {
    const owner = await server.createAccount();
    const other = await server.createAccount();
    await call(ep.updatePbxSettings, { token: as(other), body: { timezone: 'Asia/Tokyo' } });
    const { afterHours, trace } = await officeRouting(owner);
    expect((await trace('35929990001')).entry_id).toBe(afterHours);
  });
});
