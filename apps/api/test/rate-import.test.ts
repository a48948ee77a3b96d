import { endpoints as ep, type RateImportPreview } from '@switchboard/contract';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.js';
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

/** POSTs a deck as the console does: multipart, field `file`. */
async function upload(owner: TestAccount, carrierId: number, file: Blob, effectiveDate?: string) {
  const form = new FormData();
  form.set('file', file, 'deck');
  if (effectiveDate) form.set('effective_date', effectiveDate);
  const path = ep.previewCarrierRateImport.path.replace(':carrierId', String(carrierId));
  const res = await fetch(server.url + path, {
    method: 'POST',
    headers: { Authorization: `Bearer ${as(owner)}` },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as RateImportPreview };
}

const apply = (owner: TestAccount, carrierId: number, importId: string) =>
  call(ep.applyCarrierRateImport, { token: as(owner), params: { carrierId, importId }, body: {} });

const csv = (lines: string[]) => new Blob([`${lines.join('\n')}\n`], { type: 'text/csv' });

async function carrierWithDeck(owner: TestAccount) {
  const carrier = await call(ep.createCarrier, { token: as(owner), body: { carrier_name: 'Deck' } });
  const carrierId = carrier.body.id as number;
  for (const [prefix, rate] of [
    ['44', '0.01'],
    ['4420', '0.02'],
    ['49', '0.03'],
  ] as const) {
    const reply = await call(ep.createCarrierRate, {
      token: as(owner),
      params: { carrierId },
      body: { prefix, carrier_rate: rate, effective_date: '2026-01-01', prefix_name: `P${prefix}` },
    });
    expect(reply.status).toBe(201);
  }
  return carrierId;
}

const deckOf = async (owner: TestAccount, carrierId: number) =>
  (await call(ep.listCarrierRates, { token: as(owner), params: { carrierId } })).body
    .map(
      (row: { prefix: string; carrier_rate: string; effective_date: string }) =>
        `${row.prefix}=${row.carrier_rate}@${row.effective_date}`,
    )
    .sort();

describe('rate-deck import', () => {
  it('previews a CSV against the deck (added, changed old → new, removed) and applies it', async () => {
    const owner = await server.createAccount();
    const carrierId = await carrierWithDeck(owner);
    const preview = await upload(
      owner,
      carrierId,
      csv([
        'Prefix,Prefix name,Rate,Effective date',
        '44,P44,0.01,2026-01-01',
        '4420,London,0.025,2026-03-01',
        '33,France,0.015,',
      ]),
      '2026-02-15',
    );
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({
      rows: 3,
      counts: { added: 1, changed: 1, removed: 1, unchanged: 1, errors: 0 },
      added: [
        { prefix: '33', prefix_name: 'France', carrier_rate: '0.015000', effective_date: '2026-02-15' },
      ],
      changed: [
        {
          old: { prefix: '4420', carrier_rate: '0.020000', effective_date: '2026-01-01' },
          new: {
            prefix: '4420',
            prefix_name: 'London',
            carrier_rate: '0.025000',
            effective_date: '2026-03-01',
          },
        },
      ],
      removed: [{ prefix: '49', carrier_rate: '0.030000' }],
      errors: [],
    });
    // Nothing is stored before the apply.
    expect(await deckOf(owner, carrierId)).toEqual(
      ['44=0.010000@2026-01-01', '4420=0.020000@2026-01-01', '49=0.030000@2026-01-01'].sort(),
    );
    const applied = await apply(owner, carrierId, preview.body.import_id);
    expect(applied.body).toEqual({ added: 1, changed: 1, removed: 1 });
    // The new 4420 rate is a version from March; the January one stays for calls before it.
    expect(await deckOf(owner, carrierId)).toEqual(
      [
        '33=0.015000@2026-02-15',
        '44=0.010000@2026-01-01',
        '4420=0.020000@2026-01-01',
        '4420=0.025000@2026-03-01',
      ].sort(),
    );
    expect((await apply(owner, carrierId, preview.body.import_id)).status).toBe(404);
  });

  it('keeps the preview in the database, so whichever instance gets the apply can apply it', async () => {
    const owner = await server.createAccount();
    const carrierId = await carrierWithDeck(owner);
    const preview = await upload(owner, carrierId, csv(['Prefix,Rate', '44,0.011']), '2026-02-15');
    const stored = await server.db.execute(
      sql`select kind, account_id from import_previews where id = ${preview.body.import_id}`,
    );
    const rows = (stored as { rows?: unknown[] }).rows ?? (stored as unknown[]);
    expect(rows).toEqual([{ kind: `rates:${carrierId}`, account_id: owner.accountId }]);
    // Another instance: an app of its own (no memory shared) on the same database.
    const other = createApp(server.deps);
    const applied = await other.request(
      ep.applyCarrierRateImport.path
        .replace(':carrierId', String(carrierId))
        .replace(':importId', preview.body.import_id),
      {
        method: 'POST',
        headers: { Authorization: `Bearer ${as(owner)}`, 'Content-Type': 'application/json' },
        body: '{}',
      },
    );
    expect(applied.status).toBe(200);
    expect(await applied.json()).toEqual({ added: 0, changed: 1, removed: 2 });
  });

  it('reads an XLSX deck', async () => {
    const owner = await server.createAccount();
    const carrier = await call(ep.createCarrier, { token: as(owner), body: { carrier_name: 'X' } });
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Deck');
    sheet.addRow(['prefix', 'prefix_name', 'carrier_rate', 'effective_date', 'minimum_time', 'rest_time']);
    sheet.addRow(['359', 'Bulgaria', 0.012, new Date('2026-05-01T00:00:00Z'), 60, 60]);
    sheet.addRow([35988, 'Bulgaria mobile', '0.09', '2026-05-01', 1, 1]);
    const bytes = await workbook.xlsx.writeBuffer();
    const preview = await upload(owner, carrier.body.id, new Blob([bytes]));
    expect(preview.status).toBe(200);
    expect(preview.body.errors).toEqual([]);
    expect(preview.body.counts).toMatchObject({ added: 2, errors: 0 });
    expect(preview.body.added).toEqual([
      expect.objectContaining({
        prefix: '359',
        carrier_rate: '0.012000',
        effective_date: '2026-05-01',
        minimum_time: 60,
      }),
      expect.objectContaining({ prefix: '35988', carrier_rate: '0.090000', rest_time: 1 }),
    ]);
  });

  it('lists unreadable lines and refuses to apply a deck that has any', async () => {
    const owner = await server.createAccount();
    const carrierId = await carrierWithDeck(owner);
    const preview = await upload(
      owner,
      carrierId,
      csv(['prefix,carrier_rate', '44,0.01', 'abc,0.01', '45,-1', '46,0.1234567', '44,0.02']),
    );
    expect(preview.body.errors).toEqual([
      { line: 3, message: 'prefix is not valid' },
      { line: 4, message: 'carrier_rate is not valid' },
      { line: 5, message: 'carrier_rate is not valid' },
      { line: 6, message: 'prefix 44 repeated' },
    ]);
    const refused = await apply(owner, carrierId, preview.body.import_id);
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.errors)).toEqual(['file']);
  });

  it('applies nothing when the write fails half-way (one transaction)', async () => {
    const owner = await server.createAccount();
    const carrierId = await carrierWithDeck(owner);
    const before = await deckOf(owner, carrierId);
    // A real database failure on the last row of the second insert batch, after the removals and
    // the first 2,000 rows were written.
    await server.db.execute(sql`
      create or replace function refuse_prefix_999() returns trigger language plpgsql as $$
      begin
        if new.prefix = '999' then raise exception 'forced failure'; end if;
        return new;
      end $$`);
    await server.db.execute(sql`
      create trigger refuse_prefix_999 before insert on carrier_rates
      for each row execute function refuse_prefix_999()`);
    try {
      const lines = ['prefix,carrier_rate'];
      for (let i = 0; i < 2500; i++) lines.push(`7${String(i).padStart(5, '0')},0.05`);
      lines.push('999,0.05');
      const preview = await upload(owner, carrierId, csv(lines));
      expect(preview.body.counts).toMatchObject({ added: 2501, removed: 3, errors: 0 });
      const failed = await apply(owner, carrierId, preview.body.import_id);
      expect(failed.status).toBe(500);
      expect(await deckOf(owner, carrierId)).toEqual(before);
    } finally {
      await server.db.execute(sql`drop trigger refuse_prefix_999 on carrier_rates`);
    }
  });

  it('answers 404 for another account’s carrier or import, 400 without multipart, 422 without a file', async () => {
    const owner = await server.createAccount();
    const other = await server.createAccount();
    const carrierId = await carrierWithDeck(owner);
    expect((await upload(other, carrierId, csv(['prefix,rate', '1,0.1']))).status).toBe(404);
    const preview = await upload(owner, carrierId, csv(['prefix,rate', '1,0.1']));
    const otherCarrier = await call(ep.createCarrier, { token: as(other), body: { carrier_name: 'O' } });
    expect((await apply(other, otherCarrier.body.id, preview.body.import_id)).status).toBe(404);
    const json = await call(ep.previewCarrierRateImport, {
      token: as(owner),
      params: { carrierId },
      body: {},
    });
    expect(json.status).toBe(400);
    const empty = await upload(owner, carrierId, new Blob([]));
    expect(empty.status).toBe(422);
  });
});

describe('sell tariff import', () => {
  it('imports into the account’s sell tariff, apart from the carriers’ decks', async () => {
    const owner = await server.createAccount();
    const form = new FormData();
    form.set('file', csv(['prefix,rate', '44,0.06']), 'sell.csv');
    const res = await fetch(server.url + ep.previewSellRateImport.path, {
      method: 'POST',
      headers: { Authorization: `Bearer ${as(owner)}` },
      body: form,
    });
    const preview = (await res.json()) as RateImportPreview;
    expect(preview.counts.added).toBe(1);
    const applied = await call(ep.applySellRateImport, {
      token: as(owner),
      params: { importId: preview.import_id },
      body: {},
    });
    expect(applied.body).toEqual({ added: 1, changed: 0, removed: 0 });
    const sell = await call(ep.listSellRates, { token: as(owner) });
    expect(sell.body).toEqual([
      expect.objectContaining({ carrier_id: null, prefix: '44', carrier_rate: '0.060000' }),
    ]);
  });
});
