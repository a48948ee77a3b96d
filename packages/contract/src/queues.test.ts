import { describe, expect, it } from 'vitest';
import type { BlackNumber, QueueMember, QueueRule, VipNumber } from './entities/queues.js';
import { dayIn, describeQueueDecision, sameNumber } from './queues.js';

const stamp = '2026-11-01T00:00:00.000Z';
const queue = { weight: 10, is_active: 1 as const };
const member = (id: number, skill_level: number): QueueMember => ({
  id,
  queue_id: 1,
  user_id: id,
  username: `agent${id}`,
  workplace: '',
  auto_answer_seconds: 0,
  skill_level,
  created_at: stamp,
  updated_at: stamp,
});
const black = (calling_number: string, valid_to: string | null, is_active: 1 | 0 = 1): BlackNumber => ({
  id: 1,
  queue_id: 1,
  calling_number,
  valid_to,
  is_active,
  created_at: stamp,
  updated_at: stamp,
});
const vip = (id: number, calling_number: string, weight: number, is_active: 1 | 0 = 1): VipNumber => ({
  id,
  queue_id: 1,
  calling_number,
  weight,
  is_active,
  created_at: stamp,
  updated_at: stamp,
});
const rule = (timeslot_id: number, increase_period: number, increase_weight: number): QueueRule => ({
  id: timeslot_id,
  queue_id: 1,
  name: `rule ${timeslot_id}`,
  timeslot_id,
  increase_period,
  increase_weight,
  created_at: stamp,
  updated_at: stamp,
});
// Tuesday 24 November 2026, 23:30 UTC: already Wednesday in Berlin.
const at = new Date('2026-11-24T23:30:00Z');
const members = [member(1, 5), member(2, 50), member(3, 50)];

describe('describeQueueDecision', () => {
  it('admits a caller with the queue weight and offers members by skill, highest first', () => {
    const decision = describeQueueDecision({ queue, members, callingNumber: '4930123', at });
    expect(decision).toMatchObject({ admitted: true, weight: 10, steps: [] });
    expect(decision.members.map((m) => m.id)).toEqual([2, 3, 1]);
  });

  it('refuses every caller of an inactive queue', () => {
    const decision = describeQueueDecision({
      queue: { ...queue, is_active: 0 },
      members,
      callingNumber: '1',
      at,
    });
    expect(decision.admitted).toBe(false);
    expect(decision.steps).toEqual([{ kind: 'inactive' }]);
  });

  it('refuses a black number up to and including its valid-to day, in the given zone', () => {
    const listed = black('+4930123', '2026-11-24');
    const utc = describeQueueDecision({
      queue,
      members,
      blackNumbers: [listed],
      callingNumber: '4930123',
      at,
    });
    expect(utc.admitted).toBe(false);
    expect(utc.steps).toEqual([{ kind: 'black', number: listed }]);
    // In Berlin the 24th is over: the entry has expired and the caller waits.
    const berlin = describeQueueDecision({
      queue,
      members,
      blackNumbers: [listed],
      callingNumber: '4930123',
      at,
      timeZone: 'Europe/Berlin',
    });
    expect(berlin.admitted).toBe(true);
    expect(berlin.steps).toEqual([{ kind: 'black_expired', number: listed }]);
  });

  it('refuses a black number without a valid-to day forever; inactive or other numbers do not count', () => {
    const forever = describeQueueDecision({
      queue,
      members,
      blackNumbers: [black('4930123', null)],
      callingNumber: '4930123',
      at,
    });
    expect(forever.admitted).toBe(false);
    const ignored = describeQueueDecision({
      queue,
      members,
      blackNumbers: [black('4930123', null, 0), black('4930999', null)],
      callingNumber: '4930123',
      at,
    });
    expect(ignored).toMatchObject({ admitted: true, steps: [] });
  });

  it('adds the weight of the highest active VIP entry of the number', () => {
    const decision = describeQueueDecision({
      queue,
      members,
      vipNumbers: [vip(1, '4930123', 5), vip(2, '+4930123', 20), vip(3, '4930123', 90, 0), vip(4, '1', 99)],
      callingNumber: '4930123',
      at,
    });
    expect(decision.weight).toBe(30);
    expect(decision.steps).toEqual([{ kind: 'vip', number: expect.objectContaining({ id: 2 }), weight: 30 }]);
  });

  it('raises the weight per full period waited while a rule’s timeslot is open', () => {
    const decision = describeQueueDecision({
      queue,
      members,
      rules: [rule(7, 60, 3), rule(8, 30, 100)],
      callingNumber: '1',
      at,
      waited: 150,
      timeslotOpen: (id) => id === 7,
    });
    // Two full minutes of rule 7 (+6); rule 8's timeslot is closed.
    expect(decision.weight).toBe(16);
    expect(decision.steps).toEqual([
      { kind: 'rule', rule: expect.objectContaining({ id: 7 }), steps: 2, weight: 16 },
      { kind: 'rule_closed', rule: expect.objectContaining({ id: 8 }) },
    ]);
  });

  it('says when nobody answers the queue', () => {
    const decision = describeQueueDecision({ queue, members: [], callingNumber: '1', at });
    expect(decision).toMatchObject({ admitted: true, steps: [{ kind: 'no_members' }] });
  });
});

describe('helpers', () => {
  it('compares numbers without their leading +', () => {
    expect(sameNumber('+491', '491')).toBe(true);
    expect(sameNumber('491', '4910')).toBe(false);
  });
  it('reads the day in a zone, UTC when the zone is unknown', () => {
    expect(dayIn(at, 'Europe/Berlin')).toBe('2026-11-25');
    expect(dayIn(at, 'Nowhere/Else')).toBe('2026-11-24');
    expect(dayIn(at)).toBe('2026-11-24');
  });
});
