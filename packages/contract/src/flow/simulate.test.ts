import { describe, expect, it } from 'vitest';
import type { BlackNumber, QueueMember, VipNumber } from '../entities/queues.js';
import { defaultOpeningHours } from '../widget-defaults.js';
import type { FlowEdge, FlowGraph, FlowNode } from './graph.js';
import { SIMULATION_STEP_LIMIT, type SimulationContext, simulateCall } from './simulate.js';

const stamp = '2026-11-01T00:00:00.000Z';
const at = { x: 0, y: 0 };
const edge = (source: string, output: string, target: string): FlowEdge => ({
  id: `${source}-${output}`,
  source,
  output,
  target,
});

/** start → office hours? open: menu (1: sales queue, 2: voicemail, timeout: hang up); closed: voicemail. */
function office(): FlowGraph {
  const nodes: FlowNode[] = [
    { id: 'start', kind: 'start', label: 'Incoming call', position: at, data: {} },
    { id: 'hours', kind: 'timeslot', label: 'Office hours', position: at, data: { timeslot_id: 1 } },
    { id: 'welcome', kind: 'play_sound', label: 'Welcome', position: at, data: { sound_file_id: 4 } },
    {
      id: 'menu',
      kind: 'menu',
      label: 'Main menu',
      position: at,
      data: { prompt_sound_file_id: null, digits: ['1', '2'], timeout_seconds: 5 },
    },
    { id: 'sales', kind: 'queue', label: 'Sales', position: at, data: { queue_id: 7 } },
    { id: 'desk', kind: 'extension', label: 'Front desk', position: at, data: { extension_id: 3 } },
    { id: 'mail', kind: 'voicemail', label: 'Mailbox', position: at, data: { voicemail_id: 2 } },
    { id: 'bye', kind: 'hangup', label: 'Goodbye', position: at, data: {} },
  ];
  return {
    nodes,
    edges: [
      edge('start', 'next', 'hours'),
      edge('hours', 'open', 'welcome'),
      edge('hours', 'closed', 'mail'),
      edge('welcome', 'next', 'menu'),
      edge('menu', 'digit:1', 'sales'),
      edge('menu', 'digit:2', 'mail'),
      edge('menu', 'timeout', 'bye'),
      edge('sales', 'timeout', 'desk'),
      edge('desk', 'no_answer', 'mail'),
    ],
  };
}

const member = (id: number, username: string, skill_level: number): QueueMember => ({
  id,
  queue_id: 7,
  user_id: id,
  username,
  workplace: '',
  auto_answer_seconds: 0,
  skill_level,
  created_at: stamp,
  updated_at: stamp,
});
const vip: VipNumber = {
  id: 1,
  queue_id: 7,
  calling_number: '+4930111',
  weight: 50,
  is_active: 1,
  created_at: stamp,
  updated_at: stamp,
};
const black: BlackNumber = {
  id: 1,
  queue_id: 7,
  calling_number: '4930666',
  valid_to: null,
  is_active: 1,
  created_at: stamp,
  updated_at: stamp,
};

const context = (): SimulationContext => ({
  timeslots: {
    1: {
      description: 'Office hours',
      timezone: 'Europe/Berlin',
      hours: defaultOpeningHours(), // Monday to Friday 09:00–17:00
      exceptions: [{ date: '2026-12-25', description: 'Christmas', closed: true, ranges: [] }],
    },
  },
  queues: {
    7: {
      queue: { name: 'Sales', weight: 10, is_active: 1 },
      members: [member(1, 'anna', 5), member(2, 'ben', 9)],
      vipNumbers: [vip],
      blackNumbers: [black],
      rules: [],
    },
  },
  names: { sound_file: { 4: 'welcome.wav' }, extension: { 3: '100' }, voicemail: { 2: 'Office mailbox' } },
});

// Tuesday 24 November 2026, 10:00 UTC = 11:00 in Berlin.
const tuesday = new Date('2026-11-24T10:00:00Z');
const path = (result: ReturnType<typeof simulateCall>) =>
  result.steps.map((s) => `${s.nodeId}:${s.output ?? '∎'}`);

describe('simulateCall', () => {
  it('takes a VIP caller through the menu into the queue and explains each step', () => {
    const result = simulateCall(office(), { callingNumber: '4930111', at: tuesday, keys: '1' }, context());
    expect(path(result)).toEqual(['start:next', 'hours:open', 'welcome:next', 'menu:digit:1', 'sales:∎']);
    expect(result.outcome).toMatchObject({ kind: 'connected', nodeId: 'sales' });
    const moment = { weekday: 'tuesday', date: '2026-11-24', time: '11:00', zone: 'Europe/Berlin' };
    expect(result.steps.map((s) => s.explanation)).toEqual([
      [{ code: 'sim.start', params: { number: '4930111' } }],
      [{ code: 'timeslot.weekday_open', params: { timeslot: 'Office hours', ...moment } }],
      [{ code: 'sim.play_sound', params: { name: 'welcome.wav' } }],
      [{ code: 'sim.menu_key', params: { key: '1' } }],
      [
        { code: 'sim.queue_connected', params: { queue: 'Sales', weight: 60, members: ['ben', 'anna'] } },
        { code: 'queue.vip', params: { weight: 60, added: 50 } },
      ],
    ]);
    expect(result.unused_keys).toEqual([]);
  });

  it('sends a black-listed caller on by the queue timeout, and an unanswered extension to voicemail', () => {
    const result = simulateCall(
      office(),
      { callingNumber: '+4930666', at: tuesday, keys: '1', answered: false },
      context(),
    );
    expect(path(result)).toEqual([
      'start:next',
      'hours:open',
      'welcome:next',
      'menu:digit:1',
      'sales:timeout',
      'desk:no_answer',
      'mail:∎',
    ]);
    expect(result.steps[4]?.explanation).toEqual([
      { code: 'sim.queue_refused', params: { queue: 'Sales' } },
      { code: 'queue.black', params: { valid_to: null } },
    ]);
    expect(result.outcome).toEqual({
      kind: 'voicemail',
      nodeId: 'mail',
      explanation: [{ code: 'sim.voicemail', params: { name: 'Office mailbox' } }],
    });
  });

  it('takes the timeout branch when no key is pressed and when the key is not offered', () => {
    const none = simulateCall(office(), { callingNumber: '1', at: tuesday, keys: '' }, context());
    expect(none.steps[3]?.explanation).toEqual([{ code: 'sim.menu_no_key', params: { seconds: 5 } }]);
    expect(none.outcome.kind).toBe('hangup');
    const wrong = simulateCall(office(), { callingNumber: '1', at: tuesday, keys: '9#' }, context());
    expect(wrong.steps[3]).toMatchObject({
      output: 'timeout',
      explanation: [{ code: 'sim.menu_key_unknown', params: { key: '9' } }],
    });
    expect(wrong.unused_keys).toEqual(['#']);
  });

  it('goes to voicemail when the timeslot is closed, saying why (night, holiday)', () => {
    const night = simulateCall(
      office(),
      { callingNumber: '1', at: new Date('2026-11-24T20:00:00Z'), keys: '' },
      context(),
    );
    expect(path(night)).toEqual(['start:next', 'hours:closed', 'mail:∎']);
    const christmas = simulateCall(
      office(),
      { callingNumber: '1', at: new Date('2026-12-25T10:00:00Z'), keys: '' },
      context(),
    );
    expect(christmas.steps[1]?.explanation).toEqual([
      {
        code: 'timeslot.exception_closed',
        params: {
          timeslot: 'Office hours',
          weekday: 'friday',
          date: '2026-12-25',
          time: '11:00',
          zone: 'Europe/Berlin',
          holiday: 'Christmas',
        },
      },
    ]);
  });

  it("reads a zoneless timeslot in the flow's domain's zone, else the account's, else UTC", () => {
    const zoneless = (timeslotZones?: SimulationContext['timeslotZones']): SimulationContext => {
      const base = context();
      const slot = base.timeslots?.[1];
      return {
        ...base,
        timeslots: slot ? { 1: { ...slot, timezone: null } } : {},
        ...(timeslotZones ? { timeslotZones } : {}),
      };
    };
    // Tuesday 2026-11-24 08:30 UTC: 09:30 in Berlin (open), 08:30 in UTC (closed).
    const early = { callingNumber: '1', at: new Date('2026-11-24T08:30:00Z'), keys: '' };
    expect(path(simulateCall(office(), early, zoneless()))).toEqual(['start:next', 'hours:closed', 'mail:∎']);
    const inAccountZone = simulateCall(office(), early, zoneless({ account: 'Europe/Berlin' }));
    expect(path(inAccountZone)[1]).toBe('hours:open');
    expect(inAccountZone.steps[1]?.explanation[0]?.params).toMatchObject({
      time: '09:30',
      zone: 'Europe/Berlin',
    });
    expect(
      path(simulateCall(office(), early, zoneless({ domain: 'UTC', account: 'Europe/Berlin' })))[1],
    ).toBe('hours:closed');
  });

  it('says what it could not load and counts an unknown timeslot as closed', () => {
    const result = simulateCall(office(), { callingNumber: '1', at: tuesday, keys: '1' }, {});
    expect(result.steps[1]).toMatchObject({
      output: 'closed',
      explanation: [{ code: 'sim.timeslot_missing', params: { timeslot_id: 1 } }],
    });
    const graph = office();
    graph.edges = graph.edges.filter((e) => e.source !== 'start');
    graph.edges.push(edge('start', 'next', 'sales'));
    expect(
      simulateCall(graph, { callingNumber: '1', at: tuesday, keys: '' }, {}).steps[1]?.explanation,
    ).toEqual([{ code: 'sim.queue_missing', params: { queue_id: 7 } }]);
  });

  it('ends at a dead end, without a start and at the step limit of a loop', () => {
    const graph = office();
    graph.edges = graph.edges.filter((e) => e.source !== 'hours' || e.output !== 'closed');
    expect(
      simulateCall(graph, { callingNumber: '1', at: new Date('2026-11-24T20:00:00Z'), keys: '' }, context())
        .outcome,
    ).toEqual({
      kind: 'dead_end',
      nodeId: 'hours',
      explanation: [{ code: 'sim.dead_end', params: { output: 'closed', node: 'Office hours' } }],
    });
    expect(
      simulateCall({ nodes: [], edges: [] }, { callingNumber: '1', at: tuesday, keys: '' }).outcome.kind,
    ).toBe('no_start');
    const loop: FlowGraph = {
      nodes: [
        { id: 'start', kind: 'start', label: '', position: at, data: {} },
        { id: 'a', kind: 'answer', label: 'A', position: at, data: {} },
        { id: 'b', kind: 'answer', label: 'B', position: at, data: {} },
      ],
      edges: [edge('start', 'next', 'a'), edge('a', 'next', 'b'), edge('b', 'next', 'a')],
    };
    const looped = simulateCall(loop, { callingNumber: '1', at: tuesday, keys: '' });
    expect(looped.outcome.kind).toBe('step_limit');
    expect(looped.steps).toHaveLength(SIMULATION_STEP_LIMIT);
  });
});
