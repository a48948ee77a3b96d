/** Timeslots: hours per weekday, a time zone and dated exceptions, checked and kept per account. */
import { endpoints as ep, type Timeslot, timeslotOpenAt } from '@switchboard/contract';
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
const open = { closed: false, ranges: [{ from: '09:00', to: '17:00' }] };
const closed = { closed: true, ranges: [] };
const hours = {
  monday: open,
  tuesday: open,
  wednesday: open,
  thursday: open,
  friday: open,
  saturday: closed,
  sunday: closed,
};
const timeslot = {
  description: 'Office hours',
  priority: 1,
  is_active: 1,
  timezone: 'Europe/Berlin',
  hours,
  exceptions: [
    {
      date: '2026-12-31',
      description: 'New year eve',
      closed: false,
      ranges: [{ from: '09:00', to: '12:00' }],
    },
    { date: '2026-12-25', description: ' Christmas ', closed: true, ranges: [] },
  ],
};

async function create(owner: TestAccount) {
  const reply = await call(ep.createTimeslot, { token: as(owner), body: timeslot });
  expect(reply.status).toBe(201);
  return reply.body as Timeslot;
}

describe('timeslots', () => {
  it('stores hours and exceptions (in date order) that timeslotOpenAt judges', async () => {
    const owner = await server.createAccount();
    const created = await create(owner);
    expect(created).toEqual({
      id: expect.any(Number),
      description: 'Office hours',
      priority: 1,
      is_active: 1,
      timezone: 'Europe/Berlin',
      hours,
      exceptions: [
        { date: '2026-12-25', description: 'Christmas', closed: true, ranges: [] },
        timeslot.exceptions[0],
      ],
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    const [stored] = (await call(ep.getTimeslot, { token: as(owner), params: { id: created.id } })).body;
    // Friday 2026-12-25 10:00 in Berlin: a holiday; Thursday the 24th: open.
    expect(timeslotOpenAt(stored, new Date('2026-12-25T09:00:00Z'))).toMatchObject({
      open: false,
      reason: 'exception',
    });
    expect(timeslotOpenAt(stored, new Date('2026-12-24T09:00:00Z'))).toMatchObject({
      open: true,
      reason: 'weekday',
    });
  });

  it('edits hours, zone and exceptions, and toggles is_active', async () => {
    const owner = await server.createAccount();
    const { id } = await create(owner);
    const edited = await call(ep.updateTimeslot, {
      token: as(owner),
      params: { id },
      body: {
        timezone: 'America/New_York',
        exceptions: [],
        is_active: 0,
        hours: { ...hours, saturday: open },
      },
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ timezone: 'America/New_York', exceptions: [], is_active: 0 });
    expect(edited.body.hours.saturday).toEqual(open);
  });

  it('refuses bad hours, unknown zones, impossible dates and two exceptions on one day', async () => {
    const owner = await server.createAccount();
    const refuse = async (body: Record<string, unknown>) => {
      const reply = await call(ep.createTimeslot, { token: as(owner), body: { ...timeslot, ...body } });
      expect(reply.status).toBe(422);
      return Object.keys(reply.body.errors);
    };
    expect(
      await refuse({
        hours: { ...hours, monday: { closed: false, ranges: [{ from: '17:00', to: '09:00' }] } },
      }),
    ).toEqual(['hours.monday']);
    expect(await refuse({ timezone: 'Mars/Olympus' })).toEqual(['timezone']);
    expect(
      await refuse({ exceptions: [{ date: '2026-02-30', description: '', closed: true, ranges: [] }] }),
    ).toHaveLength(1);
    const christmas = timeslot.exceptions[1];
    expect(await refuse({ exceptions: [christmas, christmas] })).toEqual(['exceptions']);
    expect(await refuse({ description: '', priority: 5000 })).toEqual(['description', 'priority']);
  });

  it("keeps accounts apart: another account's timeslot is a 404", async () => {
    const owner = await server.createAccount();
    const other = await server.createAccount();
    const { id } = await create(owner);
    const params = { id };
    expect((await call(ep.getTimeslot, { token: as(other), params })).status).toBe(404);
    expect((await call(ep.updateTimeslot, { token: as(other), params, body: { priority: 2 } })).status).toBe(
      404,
    );
    expect((await call(ep.deleteTimeslot, { token: as(other), params })).status).toBe(404);
    expect((await call(ep.listTimeslots, { token: as(other) })).body).toEqual([]);
    expect((await call(ep.deleteTimeslot, { token: as(owner), params })).status).toBe(200);
  });
});
