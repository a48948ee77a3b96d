/**
 * `pnpm bench` (last): the rating engine, the rate-deck import and the route and rate tester.
 *
 * 1. Rating: a 100,000-prefix deck (2-9 digits, a tenth with a second dated version) in a digit
 *    trie (src/rating/deck.ts); 3 rounds of 2,000,000 calls (longest prefix in effect at the call
 *    time, billed seconds, cost in micro-units and cents) on one core.
 * 2. Import: a 100,000-row CSV and the same as XLSX, each previewed (parse + diff against a
 *    100,000-row deck) and the CSV applied in one transaction, on PGlite in process; seconds and
 *    the process's peak RSS while it runs (the embedded database's memory included).
 * 3. The route tester: POST /admin/xpbx/routing/test in process, 300 calls after 20 warm-up, on an
 *    account with 20 routing entries, 2 carriers, trunks, rules and that 100,000-prefix deck.
 *
 * It only prints: no thresholds, figures depend on the machine.
 */
import { endpoints } from '@switchboard/contract';
import ExcelJS from 'exceljs';
import { parseDeck } from '../src/rates/parse-deck.js';
import { type DeckRate, dayStart, RateDeck } from '../src/rating/deck.js';
import { rateCall } from '../src/rating/rate-call.js';
import { startTestServer } from '../src/testing.js';

const PREFIXES = 100_000;
const CALLS = 2_000_000;
const ROUNDS = 3;
const TESTER_CALLS = 300;

/** A small deterministic generator, so runs compare. */
function random(seed: number) {
  // mulberry32: 32-bit integer steps, so the sequence does not collapse into a short cycle.
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function deckRows(count: number): DeckRate[] {
  const next = random(7);
  const seen = new Set<string>();
  const rows: DeckRate[] = [];
  while (seen.size < count) {
    const length = 2 + Math.floor(next() * 8);
    let prefix = String(1 + Math.floor(next() * 9));
    while (prefix.length < length) prefix += String(Math.floor(next() * 10));
    if (seen.has(prefix)) continue;
    seen.add(prefix);
    const base = {
      id: rows.length + 1,
      prefix,
      prefixName: `P${prefix}`,
      carrierRate: 1000 + Math.floor(next() * 200_000),
      setupRate: 0,
      effectiveDate: '2026-01-01',
      setupTime: 0,
      minimumTime: next() < 0.5 ? 1 : 60,
      restTime: next() < 0.5 ? 1 : 60,
    };
    rows.push(base);
    if (next() < 0.1)
      rows.push({
        ...base,
        id: rows.length + 1,
        effectiveDate: '2026-06-01',
        carrierRate: base.carrierRate + 1,
      });
  }
  return rows;
}

const fmt = (n: number, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits });
const mb = (bytes: number) => `${fmt(bytes / 1024 / 1024)} MB`;

function benchRating(rows: DeckRate[]) {
  const started = performance.now();
  const deck = RateDeck.build(rows);
  const built = performance.now() - started;
  const next = random(11);
  const numbers = Array.from({ length: 100_000 }, () => {
    let n = String(1 + Math.floor(next() * 9));
    while (n.length < 11) n += String(Math.floor(next() * 10));
    return n;
  });
  const at = dayStart('2026-07-01');
  const rates: number[] = [];
  let sink = 0;
  for (let round = 0; round < ROUNDS; round++) {
    const t = performance.now();
    for (let i = 0; i < CALLS; i++) {
      sink += rateCall(deck, numbers[i % numbers.length] as string, at, 1 + (i % 600)).cost;
    }
    rates.push(CALLS / ((performance.now() - t) / 1000));
  }
  const best = Math.max(...rates);
  console.log('Rating (one core, digit trie in typed arrays, longest prefix in effect at the call time)');
  console.log(
    `  deck: ${fmt(PREFIXES)} prefixes, ${fmt(deck.size)} dated versions, built in ${fmt(built)} ms`,
  );
  console.log(
    `  rated call records per second: ${rates.map((r) => fmt(r)).join(' / ')} (best ${fmt(best)})  goal ≥ 1,000,000`,
  );
  console.log(`  (checksum ${sink})`);
}

function csvOf(rows: DeckRate[]) {
  const lines = ['prefix,prefix_name,carrier_rate,effective_date,minimum_time,rest_time'];
  for (const row of rows) {
    lines.push(
      `${row.prefix},${row.prefixName},${(row.carrierRate / 1e6).toFixed(6)},${row.effectiveDate},${row.minimumTime},${row.restTime}`,
    );
  }
  return `${lines.join('\n')}\n`;
}

async function xlsxOf(rows: DeckRate[]) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Deck');
  sheet.addRow(['prefix', 'prefix_name', 'carrier_rate', 'effective_date', 'minimum_time', 'rest_time']);
  for (const row of rows) {
    sheet.addRow([
      row.prefix,
      row.prefixName,
      (row.carrierRate / 1e6).toFixed(6),
      row.effectiveDate,
      row.minimumTime,
      row.restTime,
    ]);
  }
  return new Blob([await workbook.xlsx.writeBuffer()]);
}

/** Peak RSS while `run` runs (sampled every 20 ms). */
async function withPeak<T>(run: () => Promise<T>): Promise<{ value: T; seconds: number; peak: number }> {
  let peak = process.memoryUsage().rss;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 20);
  const started = performance.now();
  try {
    const value = await run();
    return {
      value,
      seconds: (performance.now() - started) / 1000,
      peak: Math.max(peak, process.memoryUsage().rss),
    };
  } finally {
    clearInterval(timer);
  }
}

async function benchServer(rows: DeckRate[]) {
  const server = await startTestServer({ database: 'pglite' });
  try {
    const owner = await server.createAccount();
    const headers = owner.headers;
    const request = async (method: string, path: string, body?: unknown) => {
      const res = await server.app.request(path, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, body: (await res.json()) as Record<string, unknown> };
    };
    const carrier = await request('POST', endpoints.createCarrier.path, { carrier_name: 'Bench' });
    const carrierId = carrier.body.id as number;
    const importPath = endpoints.previewCarrierRateImport.path.replace(':carrierId', String(carrierId));
    const upload = async (file: Blob) => {
      const form = new FormData();
      form.set('file', file, 'deck');
      const res = await server.app.request(importPath, {
        method: 'POST',
        headers: { Authorization: headers.Authorization as string },
        body: form,
      });
      return (await res.json()) as { import_id: string; rows: number; counts: Record<string, number> };
    };
    const latest = rows.filter((row) => row.effectiveDate === '2026-01-01');
    const csv = new Blob([csvOf(latest)]);
    const xlsx = await xlsxOf(latest);
    console.log('Rate-deck import (PGlite in process; peak RSS of the whole process, database included)');
    console.log(`  files: CSV ${mb(csv.size)}, XLSX ${mb(xlsx.size)}, ${fmt(latest.length)} rows each`);
    const parsedXlsx = await withPeak(() => parseDeck(xlsx, '2026-01-01'));
    console.log(
      `  XLSX parse alone: ${parsedXlsx.seconds.toFixed(2)} s, ${fmt(parsedXlsx.value.rows.length)} rows, peak RSS ${mb(parsedXlsx.peak)}`,
    );
    const first = await withPeak(() => upload(csv));
    console.log(
      `  CSV preview into an empty deck: ${first.seconds.toFixed(2)} s (${fmt(first.value.counts.added ?? 0)} added), peak RSS ${mb(first.peak)}`,
    );
    const applyPath = endpoints.applyCarrierRateImport.path
      .replace(':carrierId', String(carrierId))
      .replace(':importId', first.value.import_id);
    const applied = await withPeak(() => request('POST', applyPath, {}));
    console.log(
      `  apply (one transaction): ${applied.seconds.toFixed(2)} s, status ${applied.value.status}, peak RSS ${mb(applied.peak)}`,
    );
    const changed = new Blob([
      csvOf(latest.map((row, i) => (i % 10 === 0 ? { ...row, carrierRate: row.carrierRate + 5 } : row))),
    ]);
    const diff = await withPeak(() => upload(changed));
    console.log(
      `  CSV preview against the 100,000-row deck: ${diff.seconds.toFixed(2)} s (${fmt(diff.value.counts.changed ?? 0)} changed), peak RSS ${mb(diff.peak)}`,
    );
    const xlsxPreview = await withPeak(() => upload(xlsx));
    console.log(
      `  XLSX preview against the deck: ${xlsxPreview.seconds.toFixed(2)} s (${fmt(xlsxPreview.value.counts.unchanged ?? 0)} unchanged), peak RSS ${mb(xlsxPreview.peak)}`,
    );
    console.log('  goal: 100k rows work (seconds and memory stated)');

    // The tester: 20 entries (the last matches), 2 carriers with 3 trunks each, 5 rules on each trunk.
    for (let i = 0; i < 19; i++)
      await request('POST', endpoints.createOutboundRoute.path, { b_regexp: `^9${i}`, priority: i });
    await request('POST', endpoints.createOutboundRoute.path, {
      b_regexp: '^00',
      priority: 50,
      carrier_id: carrierId,
    });
    const other = await request('POST', endpoints.createCarrier.path, { carrier_name: 'Other' });
    for (const id of [carrierId, other.body.id as number]) {
      for (let t = 0; t < 3; t++) {
        const trunk = await request(
          'POST',
          endpoints.createCarrierTrunk.path.replace(':carrierId', String(id)),
          {
            name: `T${t}`,
            channels: 30,
            host: 'h',
            trunk_type: t === 0 ? 'Incoming' : 'Outgoing',
            priority: t,
          },
        );
        const rulesPath = endpoints.createTrunkRule.path
          .replace(':carrierId', String(id))
          .replace(':trunkId', String(trunk.body.id));
        await request('POST', rulesPath, {
          command: 'change_called',
          direction: 'OUT',
          point_end: 2,
          called_prefix: '00',
        });
        for (let r = 0; r < 4; r++)
          await request('POST', rulesPath, { command: 'change_calling', direction: 'INC', command_arg: '1' });
      }
    }
    const body = {
      calling_number: '35924001122',
      called_number: '0044207946000',
      direction: 'outbound',
      duration: 95,
    };
    for (let i = 0; i < 20; i++) await request('POST', endpoints.testRoute.path, body);
    const times: number[] = [];
    for (let i = 0; i < TESTER_CALLS; i++) {
      const t = performance.now();
      const reply = await request('POST', endpoints.testRoute.path, body);
      times.push(performance.now() - t);
      if (reply.status !== 200) throw new Error(`tester answered ${reply.status}`);
    }
    times.sort((a, b) => a - b);
    const pct = (p: number) =>
      times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))] as number;
    console.log(
      `Route and rate tester (in process, PGlite, 20 entries, 6 trunks, 30 rules, ${fmt(PREFIXES)}-prefix deck)`,
    );
    console.log(
      `  latency over ${TESTER_CALLS} calls: p50 ${pct(50).toFixed(1)} ms, p99 ${pct(99).toFixed(1)} ms  goal: interactive (< 100 ms)`,
    );
  } finally {
    await server.close();
  }
}

const rows = deckRows(PREFIXES);
benchRating(rows);
await benchServer(rows);
