/**
 * The call simulator: realistic traffic for an account, through the HTTP API as a switch would send
 * it. Calls start at `ratePerMinute` for `durationSeconds`; each call's events (started, ringing,
 * sometimes queued, answered or not, sometimes transferred, ended) go to the events endpoint with
 * its API key, a few of them twice (a retry) or out of order (ended before answered), and a moment
 * after the end its final record goes to the switch's ingest with the switch token, which closes it.
 * `realTime: false` sends everything at once (tests); the CLI (scripts/simulate-calls.ts) waits.
 *
 * With `agents` (a queue's agents' extensions) the queue is staffed: their phones are registered
 * first, and a queued call is answered by an agent free at that moment (the answer's detail is the
 * agent's extension, the agent is busy until the call ends), or abandoned when none is free or the
 * caller gives up first (one in five), so a wallboard shows true figures.
 */
import {
  type CallEventBody,
  type CallEventKind,
  type CallRecordInput,
  type DialStatus,
  endpoints as ep,
} from '@switchboard/contract';

export interface SimulateOptions {
  /** The API's base URL, e.g. http://localhost:8080. */
  baseUrl: string;
  /** An API key with the `calls:events` scope. */
  apiKey: string;
  /** The account's switch token (the final records' ingest). */
  switchToken: string;
  ratePerMinute?: number;
  durationSeconds?: number;
  /** How long an answered call talks, in seconds: [shortest, longest]. */
  talkSeconds?: readonly [number, number];
  realTime?: boolean;
  /** Same seed, same calls (ids differ by `runId`). */
  seed?: number;
  runId?: string;
  /** The time the first call starts. */
  start?: Date;
  /** The queue queued calls join (its name). @default 'Support' */
  queue?: string;
  /** The queue's agents' extensions: registered, and answering its calls. */
  agents?: readonly string[];
  log?: (line: string) => void;
}

export interface SimulateResult {
  calls: number;
  events: number;
  retries: number;
  records: number;
  refused: number;
}

/** The account's own numbers: inbound calls reach them, outbound calls are made from them. */
const OWN_NUMBERS = ['442071234567', '442071234568', '35924001122'];
const OUTCOMES: readonly DialStatus[] = [
  'answered',
  'answered',
  'answered',
  'no answer',
  'busy',
  'cancel',
  'congestion',
];

/** A small deterministic generator (mulberry32): a seed replays the same traffic. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Step {
  /** Milliseconds after the start. */
  at: number;
  send: () => Promise<void>;
}

export async function simulateCalls(options: SimulateOptions): Promise<SimulateResult> {
  const rate = options.ratePerMinute ?? 30;
  const duration = options.durationSeconds ?? 60;
  const [shortest, longest] = options.talkSeconds ?? [5, 40];
  const realTime = options.realTime ?? true;
  const rnd = random(options.seed ?? 1);
  const runId = options.runId ?? Date.now().toString(36);
  const start = options.start ?? new Date();
  const log = options.log ?? (() => {});
  const result: SimulateResult = { calls: 0, events: 0, retries: 0, records: 0, refused: 0 };
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)] as T;
  const between = (min: number, max: number) => min + Math.floor(rnd() * (max - min + 1));

  const send = async (path: string, token: string, body: unknown) => {
    const res = await fetch(new URL(path, options.baseUrl), {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!res.ok) {
      result.refused += 1;
      log(`${path} answered ${res.status}: ${await res.text()}`);
    }
  };
  const postEvent = (event: CallEventBody) => send(ep.postCallEvent.path, options.apiKey, event);
  const queue = options.queue ?? 'Support';
  const agents = options.agents ?? [];
  /** When each agent's current call ends (ms after the start). */
  const busyUntil = new Map<string, number>();
  // The agents' phones are online for the whole run and a little after.
  for (const extension of agents) {
    await send(ep.switchRegistration.path, options.switchToken, {
      username: extension,
      domain: 'simulator.invalid',
      contact: `sip:${extension}@simulator.invalid`,
      expires: Math.min(86_400, duration + 120),
    });
  }

  const steps: Step[] = [];
  const count = Math.max(1, Math.round((rate * duration) / 60));
  for (let i = 0; i < count; i += 1) {
    const callId = `sim-${runId}-${i + 1}`;
    const inbound = rnd() < 0.6;
    const own = pick(OWN_NUMBERS);
    const other = `4479${between(10_000_000, 99_999_999)}`;
    let outcome = pick(OUTCOMES);
    const startMs = Math.round((i * 60_000) / rate);
    const numbers = {
      calltype: inbound ? 'inbound' : 'outbound',
      calling_number: inbound ? other : own,
      called_number: inbound ? own : other,
    } as const;
    const timeline: [CallEventKind, number, string?][] = [
      ['started', 0],
      ['ringing', 500],
    ];
    let t = between(3, 12) * 1000;
    let agent: string | undefined;
    if (inbound && rnd() < 0.3) {
      timeline.push(['queued', 1500, queue]);
      t += 5000;
      if (agents.length > 0) {
        // The wait in the queue: a few seconds to half a minute, past the 20 s service level now and then.
        t = 1500 + between(2, 30) * 1000;
        const free = agents.filter((a) => (busyUntil.get(a) ?? 0) <= startMs + t);
        const givesUp = rnd() < 0.2;
        agent = free.length > 0 && !givesUp ? pick(free) : undefined;
        outcome = agent ? 'answered' : 'cancel';
      }
    }
    let talk = 0;
    if (outcome === 'answered') {
      timeline.push(agent ? ['answered', t, agent] : ['answered', t]);
      talk = between(shortest, longest) * 1000;
      if (agent) busyUntil.set(agent, startMs + t + talk);
      if (rnd() < 0.15) timeline.push(['transferred', t + Math.round(talk / 2), '101']);
      t += talk;
    }
    timeline.push(['ended', t]);
    const events = timeline.map(([kind, offset, detail], index) => ({
      at: startMs + offset,
      body: {
        call_id: callId,
        seq: index + 1,
        kind,
        at: new Date(start.getTime() + startMs + offset).toISOString(),
        ...(index === 0 ? numbers : {}),
        ...(detail ? { detail } : {}),
      } satisfies CallEventBody,
    }));
    // Networks reorder: now and then the end overtakes the answer (sent together, end first).
    const answer = events.find((e) => e.body.kind === 'answered');
    const end = events[events.length - 1];
    if (answer && end && rnd() < 0.2) answer.at = end.at;
    const reordered = answer && end && answer.at === end.at;
    for (const event of reordered ? events.filter((e) => e !== answer) : events) {
      steps.push({ at: event.at, send: () => postEvent(event.body) });
      if (event === end && reordered && answer)
        steps.push({ at: event.at, send: () => postEvent(answer.body) });
    }
    // And they retry: the ringing event is sent twice now and then (stored once).
    if (rnd() < 0.2) {
      const ringing = events[1];
      if (ringing) {
        steps.push({ at: ringing.at + 200, send: () => postEvent(ringing.body) });
        result.retries += 1;
      }
    }
    result.events += events.length;
    const record: CallRecordInput = {
      call_id: callId,
      ...numbers,
      callstart: events[0]?.body.at ?? start.toISOString(),
      callstop: end?.body.at ?? start.toISOString(),
      dialstatus: outcome,
      duration: Math.round(talk / 1000),
    };
    steps.push({
      at: (end?.at ?? startMs) + 1000,
      send: async () => {
        await send(ep.ingestCallRecords.path, options.switchToken, { records: [record] });
        result.records += 1;
      },
    });
    result.calls += 1;
  }

  // Stable: steps at the same time keep the order they were planned in (end before a late answer).
  steps.sort((a, b) => a.at - b.at);
  const began = Date.now();
  for (const step of steps) {
    if (realTime) {
      const wait = step.at - (Date.now() - began);
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    }
    await step.send();
  }
  log(
    `${result.calls} calls, ${result.events} events (${result.retries} retried), ${result.records} records`,
  );
  return result;
}
