/**
 * `pnpm bench` (flows): the call simulator (`simulateCall` in the contract, the function the API's
 * simulate endpoint and the console share) on a 300-node flow — 100 menus in a row, each leading on
 * through a timeslot and a play-sound node, the last into a queue with members, VIP and black
 * numbers — with timeslots judged on their own clock. Prints steps per second and microseconds per
 * simulated call over 3 rounds of 2 seconds; also how long `validateFlow` takes on that graph. No
 * thresholds: figures depend on the machine.
 */
import {
  defaultOpeningHours,
  type FlowEdge,
  type FlowGraph,
  type FlowNode,
  type SimulationContext,
  simulateCall,
  validateFlow,
} from '@switchboard/contract';

const STAGES = 100;
const ROUNDS = 3;
const ROUND_MS = 2000;
const stamp = '2026-11-01T00:00:00.000Z';

function graph(): FlowGraph {
  const at = { x: 0, y: 0 };
  const nodes: FlowNode[] = [{ id: 'start', kind: 'start', label: 'Incoming call', position: at, data: {} }];
  const edges: FlowEdge[] = [];
  let previous = { id: 'start', output: 'next' };
  const link = (target: string) => {
    edges.push({ id: `e${edges.length}`, source: previous.id, output: previous.output, target });
  };
  for (let i = 0; i < STAGES; i++) {
    nodes.push(
      {
        id: `menu${i}`,
        kind: 'menu',
        label: `Menu ${i}`,
        position: at,
        data: { prompt_sound_file_id: null, digits: ['1', '2'], timeout_seconds: 5 },
      },
      { id: `hours${i}`, kind: 'timeslot', label: `Hours ${i}`, position: at, data: { timeslot_id: 1 } },
      { id: `play${i}`, kind: 'play_sound', label: `Play ${i}`, position: at, data: { sound_file_id: 1 } },
    );
    link(`menu${i}`);
    edges.push({ id: `e${edges.length}`, source: `menu${i}`, output: 'digit:1', target: `hours${i}` });
    edges.push({ id: `e${edges.length}`, source: `menu${i}`, output: 'digit:2', target: `hours${i}` });
    edges.push({ id: `e${edges.length}`, source: `menu${i}`, output: 'timeout', target: `hours${i}` });
    edges.push({ id: `e${edges.length}`, source: `hours${i}`, output: 'open', target: `play${i}` });
    edges.push({ id: `e${edges.length}`, source: `hours${i}`, output: 'closed', target: `play${i}` });
    previous = { id: `play${i}`, output: 'next' };
  }
  nodes.push({ id: 'sales', kind: 'queue', label: 'Sales', position: at, data: { queue_id: 1 } });
  link('sales');
  nodes.push({ id: 'bye', kind: 'hangup', label: 'Bye', position: at, data: {} });
  edges.push({ id: `e${edges.length}`, source: 'sales', output: 'timeout', target: 'bye' });
  return { nodes, edges };
}

const member = (id: number) => ({
  id,
  queue_id: 1,
  user_id: id,
  username: `agent${id}`,
  workplace: '',
  auto_answer_seconds: 0,
  skill_level: id % 7,
  created_at: stamp,
  updated_at: stamp,
});
const context: SimulationContext = {
  timeslots: {
    1: { description: 'Office', timezone: 'Europe/Berlin', hours: defaultOpeningHours(), exceptions: [] },
  },
  queues: {
    1: {
      queue: { name: 'Sales', weight: 10, is_active: 1 },
      members: Array.from({ length: 20 }, (_, i) => member(i + 1)),
      vipNumbers: [
        {
          id: 1,
          queue_id: 1,
          calling_number: '4930111',
          weight: 40,
          is_active: 1,
          created_at: stamp,
          updated_at: stamp,
        },
      ],
      blackNumbers: [
        {
          id: 2,
          queue_id: 1,
          calling_number: '4930666',
          valid_to: null,
          is_active: 1,
          created_at: stamp,
          updated_at: stamp,
        },
      ],
      rules: [],
    },
  },
};

const flow = graph();
const input = {
  callingNumber: '4930111',
  at: new Date('2026-11-24T10:00:00Z'),
  keys: '12'.repeat(STAGES / 2),
};
console.log(`flow simulator: ${flow.nodes.length} nodes, ${flow.edges.length} edges`);
const first = simulateCall(flow, input, context);
console.log(`  one call: ${first.steps.length} steps, ${first.outcome.kind}`);
for (let round = 1; round <= ROUNDS; round++) {
  let steps = 0;
  let calls = 0;
  const started = performance.now();
  while (performance.now() - started < ROUND_MS) {
    steps += simulateCall(flow, input, context).steps.length;
    calls++;
  }
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `  round ${round}: ${Math.round(steps / seconds).toLocaleString('en')} steps/s, ${Math.round((seconds * 1e6) / calls)} µs per call`,
  );
}
const started = performance.now();
for (let i = 0; i < 100; i++) validateFlow(flow);
console.log(`  validateFlow: ${((performance.now() - started) / 100).toFixed(2)} ms per graph`);
