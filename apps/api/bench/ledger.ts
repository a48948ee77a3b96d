/**
 * `pnpm bench` (ledger): concurrent call debits against one account (every debit locks the
 * account's row, so they queue: this is the worst case, one busy account) and PDF invoices drawn.
 * On PGlite, then on PostgreSQL when it answers (a schema of its own, dropped afterwards). Prints
 * debits per second and p99 latency, and milliseconds per invoice; no thresholds.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createAccount } from '../src/accounts/create-account.js';
import { argon2Hasher } from '../src/auth/passwords.js';
import { openDatabase } from '../src/db/database.js';
import { migrate } from '../src/db/migrate.js';
import { invoicePdf } from '../src/money/invoices.js';
import { debitCall, post } from '../src/money/ledger.js';
import { postgresUrl, reachable } from './harness.js';

const DEBITS = 2000;
const CONCURRENCY = 20;
const INVOICES = 50;

async function bench(label: string, url?: string) {
  const schema = `bench_ledger_${randomBytes(4).toString('hex')}`;
  const handle = await openDatabase(url ? { url, searchPath: schema } : {});
  try {
    await migrate(handle.db);
    const deps = {
      db: handle.db,
      clock: { now: () => new Date() },
      passwords: argon2Hasher({ memoryCost: 4096, timeCost: 1 }),
    };
    const { accountId } = await createAccount(deps, {
      name: 'Bench',
      email: `bench-${schema}@example.test`,
      password: 'bench password',
      verified: true,
      isAdmin: false,
    });
    await post(handle.db, {
      accountId,
      amountMinor: DEBITS * 10,
      kind: 'recharge',
      reference: 'bench',
      description: 'Bench',
      at: new Date(),
    });
    const latencies: number[] = [];
    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < DEBITS) {
          const callId = next++;
          const t = performance.now();
          await debitCall(handle.db, accountId, callId, 10, new Date());
          latencies.push(performance.now() - t);
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    const p99 = latencies[Math.floor(latencies.length * 0.99)] ?? 0;
    console.log(
      `${label}: ${DEBITS} call debits, ${CONCURRENCY} at a time on one account: ${Math.round(DEBITS / seconds)} debits/s, p99 ${p99.toFixed(1)} ms`,
    );
    const invoice = {
      id: 1,
      accountId,
      number: 1,
      chargeId: 1,
      amountMinor: 5000,
      description: 'Account recharge',
      billedTo: {
        company_name: 'Bench Ltd',
        vat_number: 'BG123',
        company_address: 'Street 1',
        company_country: 'BG',
        company_email: 'b@example.test',
        name: 'Bench',
        email: 'b@example.test',
      },
      issuedAt: new Date(),
    };
    const t = performance.now();
    let bytes = 0;
    for (let i = 0; i < INVOICES; i++) bytes = (await invoicePdf(invoice)).byteLength;
    console.log(
      `${label}: invoice PDF ${((performance.now() - t) / INVOICES).toFixed(1)} ms each (${bytes} bytes)`,
    );
  } finally {
    await handle.close();
    if (url) {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`drop schema if exists "${schema}" cascade`);
      await client.end();
    }
  }
}

await bench('PGlite');
const postgres = postgresUrl();
if (await reachable(postgres)) await bench(`PostgreSQL (${new URL(postgres).host})`, postgres);
else console.log(`PostgreSQL: ${new URL(postgres).host} not reachable, skipped`);
