import { describe, expect, it } from 'vitest';
import {
  billedSeconds,
  billingExamples,
  costMicros,
  formatRate,
  microsToMinor,
  parseRate,
  runTrunkRules,
} from './rating.js';

describe('billed seconds (spec §9 and issue 10)', () => {
  it('bills 30, 100 and 121 s as 1, 2 and 3 minutes with (0, 60, 60)', () => {
    const model = { setup_time: 0, minimum_time: 60, rest_time: 60 };
    expect([30, 100, 121].map((d) => billedSeconds(d, model))).toEqual([60, 120, 180]);
  });
  it('bills 30, 100 and 121 s by the second with (0, 1, 1)', () => {
    const model = { setup_time: 0, minimum_time: 1, rest_time: 1 };
    expect([30, 100, 121].map((d) => billedSeconds(d, model))).toEqual([30, 100, 121]);
  });
  it('adds a 60 s setup with (60, 1, 1): 100 s → 2 min 40 s, 61 s → 2 min 1 s', () => {
    const model = { setup_time: 60, minimum_time: 1, rest_time: 1 };
    expect(billedSeconds(100, model)).toBe(160);
    expect(billedSeconds(61, model)).toBe(121);
  });
  it('bills nothing for a 0 s call, setup included', () => {
    expect(billedSeconds(0, { setup_time: 60, minimum_time: 60, rest_time: 60 })).toBe(0);
  });
  it('bills the minimum for a call shorter than it, then whole steps', () => {
    const model = { setup_time: 0, minimum_time: 30, rest_time: 6 };
    expect(billedSeconds(1, model)).toBe(30);
    expect(billedSeconds(31, model)).toBe(36);
    expect(billedSeconds(36, model)).toBe(36);
  });
});

describe('money in integers', () => {
  it('reads and writes rates exactly', () => {
    expect(parseRate('0.0125')).toBe(12_500);
    expect(parseRate('1')).toBe(1_000_000);
    expect(parseRate('999.999999')).toBe(999_999_999);
    expect(parseRate('1.2345678')).toBeNull();
    expect(parseRate('-1')).toBeNull();
    expect(formatRate(12_500)).toBe('0.012500');
    expect(parseRate(formatRate(7))).toBe(7);
  });
  it('costs billed seconds at a per-minute rate plus the setup fee, rounded up to cents', () => {
    // 90 s at 0.0125/min = 0.01875 → 2 cents; plus a 0.01 setup fee = 0.02875 → 3 cents.
    expect(costMicros(90, 12_500)).toBe(18_750);
    expect(microsToMinor(costMicros(90, 12_500))).toBe(2);
    expect(microsToMinor(costMicros(90, 12_500, 10_000))).toBe(3);
    expect(costMicros(0, 12_500, 10_000)).toBe(0);
  });
  it('gives the explainer its examples from the edited values', () => {
    const rows = billingExamples({ setup_time: 0, minimum_time: 60, rest_time: 60 }, 60_000);
    expect(rows.map((row) => [row.duration, row.billed, row.cost_micros])).toEqual([
      [30, 60, 60_000],
      [61, 120, 120_000],
      [100, 120, 120_000],
      [121, 180, 180_000],
    ]);
  });
});

describe('trunk rules', () => {
  const base = {
    command_arg: '',
    direction: 'BLE' as const,
    point_start: 0,
    point_end: 0,
    called_prefix: '',
    calling_prefix: '',
    is_active: 1 as const,
  };
  it('applies matching rules in priority order and says why the others did not match', () => {
    const rules = [
      {
        ...base,
        id: 1,
        priority: 2,
        command: 'change_called' as const,
        command_arg: '+',
        point_end: 2,
        called_prefix: '00',
      },
      {
        ...base,
        id: 2,
        priority: 1,
        command: 'change_calling' as const,
        command_arg: '49',
        direction: 'INC' as const,
      },
      { ...base, id: 3, priority: 3, command: 'change_diversion' as const, is_active: 0 as const },
    ];
    const { steps, result } = runTrunkRules(
      rules,
      { calling: '301234', called: '0044207', diversion: '' },
      'OUT',
    );
    expect(steps.map((s) => [s.rule.id, s.matched, s.reason])).toEqual([
      [2, false, { code: 'rule.direction', params: { rule_direction: 'INC', call_direction: 'OUT' } }],
      [1, true, null],
      [3, false, { code: 'rule.inactive', params: {} }],
    ]);
    expect(steps[1]?.before.called).toBe('0044207');
    expect(result.called).toBe('+44207');
  });

  it('applies a rule with a timeslot only while the judge finds it open, and says so', () => {
    const closed = {
      code: 'timeslot.inactive',
      params: { timeslot: 'Night', weekday: 'monday', date: '2026-11-23', time: '10:00', zone: 'UTC' },
    } as const;
    const open = { ...closed, code: 'timeslot.weekday_open' } as const;
    const judge = (id: number) =>
      id === 1 ? { open: true, explanation: open } : { open: false, explanation: closed };
    const rules = [
      { ...base, id: 1, priority: 1, command: 'change_called' as const, command_arg: '1', timeslot_id: 1 },
      { ...base, id: 2, priority: 2, command: 'change_called' as const, command_arg: '2', timeslot_id: 2 },
    ];
    const { steps, result } = runTrunkRules(
      rules,
      { calling: '', called: '55', diversion: '' },
      'OUT',
      judge,
    );
    expect(steps.map((s) => [s.rule.id, s.matched, s.reason, s.timeslot])).toEqual([
      [1, true, null, open],
      [2, false, closed, closed],
    ]);
    expect(result.called).toBe('155');
    expect(runTrunkRules(rules, { calling: '', called: '55', diversion: '' }, 'OUT').result.called).toBe(
      '2155',
    );
  });
});
