/**
 * All of an account's data, as its owner downloads it from the profile: a zip of one JSON and one
 * CSV file per table. The tables are every one with an `account_id` column, read from the schema
 * (a new table is exported without editing this file; the test names one that is neither exported
 * nor in NOT_EXPORTED), plus the account's own row. Columns that hold a secret (password hashes,
 * token and key hashes, sealed passwords, secrets) are left out of every table. Rows are read in
 * batches and the zip is written as the client takes it, so memory stays flat whatever the size.
 */
import { PassThrough, Readable } from 'node:stream';
import { getTableColumns, getTableName, is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { Zip, ZipDeflate } from 'fflate';
import type { Database } from '../db/database.js';
import { rowsOf } from '../db/migrate.js';
import * as schema from '../db/schema.js';
import { drained } from '../lib/backpressure.js';
import { csvLine } from '../lib/csv.js';

/** Tables of an account that hold nothing of its own making, and why. */
export const NOT_EXPORTED: Record<string, string> = {
  call_record_ids: 'the call ids already stored, an index of call_records (which are exported)',
  import_previews: 'uploaded files being checked before an import, gone within the hour',
  switch_tokens: "only the hash of the switch's credential",
};

/** A column holding a credential or its hash: never exported. */
export const SECRET_COLUMN = /password|secret|token|hash/;

const BATCH = 2_000;

export interface ExportedTable {
  name: string;
  table: PgTable;
  columns: string[];
  /** `id` for the account's own row, `account_id` elsewhere. */
  key: 'id' | 'account_id';
}

export function exportedTables(): ExportedTable[] {
  const found: ExportedTable[] = [];
  for (const table of Object.values(schema)) {
    if (!is(table, PgTable)) continue;
    const name = getTableName(table);
    const all = Object.values(getTableColumns(table)).map((column) => column.name);
    const key = name === 'accounts' ? 'id' : all.includes('account_id') ? 'account_id' : null;
    if (!key || name in NOT_EXPORTED) continue;
    found.push({ name, table, columns: all.filter((column) => !SECRET_COLUMN.test(column)), key });
  }
  return found.sort((a, b) => a.name.localeCompare(b.name));
}

type Row = Record<string, unknown>;

/** The account's rows of a table, a batch at a time: by id where there is one, else by primary key. */
async function* batchesOf(db: Database, exported: ExportedTable, accountId: number): AsyncGenerator<Row[]> {
  const { name, table, columns, key } = exported;
  const select = sql.join(
    columns.map((column) => sql.identifier(column)),
    sql`, `,
  );
  const from = sql`from ${sql.identifier(name)} where ${sql.identifier(key)} = ${accountId}`;
  // Keyset by a numeric id where there is one (sessions' ids are uuids), else pages by primary key.
  const id = Object.values(getTableColumns(table)).find((column) => column.name === 'id');
  if (id?.dataType === 'number') {
    let last = 0;
    for (;;) {
      const rows = rowsOf<Row>(
        await db.execute(sql`select ${select} ${from} and id > ${last} order by id limit ${BATCH}`),
      );
      if (rows.length > 0) yield rows;
      if (rows.length < BATCH) return;
      last = Number(rows.at(-1)?.id);
    }
  }
  const config = getTableConfig(table);
  const primary =
    config.primaryKeys[0]?.columns.map((column) => column.name) ??
    Object.values(getTableColumns(table))
      .filter((column) => column.primary)
      .map((column) => column.name);
  const order = sql.join(
    (primary.length > 0 ? primary : columns).map((column) => sql.identifier(column)),
    sql`, `,
  );
  for (let offset = 0; ; offset += BATCH) {
    const rows = rowsOf<Row>(
      await db.execute(sql`select ${select} ${from} order by ${order} limit ${BATCH} offset ${offset}`),
    );
    if (rows.length > 0) yield rows;
    if (rows.length < BATCH) return;
  }
}

const jsonValue = (_key: string, value: unknown) =>
  typeof value === 'bigint' ? (Number.isSafeInteger(Number(value)) ? Number(value) : String(value)) : value;

function csvValue(value: unknown): string | number | Date {
  if (value === null || value === undefined) return '';
  if (value instanceof Date || typeof value === 'number' || typeof value === 'string') return value;
  if (typeof value === 'bigint' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value, jsonValue);
}

const encoder = new TextEncoder();

function readme(tables: readonly ExportedTable[], accountId: number, at: Date): string {
  return [
    `Switchboard account ${accountId}: all of its data, exported ${at.toISOString()}.`,
    '',
    'One JSON file (an array of rows) and one CSV file (a header row, then the rows) per table:',
    ...tables.map((table) => `  ${table.name}`),
    '',
    'Left out: every column holding a password, a secret, a token or a hash of one, and these tables:',
    ...Object.entries(NOT_EXPORTED).map(([name, why]) => `  ${name}: ${why}`),
    '',
  ].join('\r\n');
}

async function writeZip(db: Database, accountId: number, at: Date, out: PassThrough): Promise<void> {
  const zip = new Zip((error, chunk, final) => {
    if (error) out.destroy(error);
    else {
      out.write(chunk);
      if (final) out.end();
    }
  });
  const file = (name: string) => {
    const entry = new ZipDeflate(name, { level: 6 });
    entry.mtime = at;
    zip.add(entry);
    return entry;
  };
  const tables = exportedTables();
  const notes = file('README.txt');
  notes.push(encoder.encode(readme(tables, accountId, at)), true);
  for (const table of tables) {
    // The JSON file, then the CSV file: a zip's entries follow one another.
    const json = file(`${table.name}.json`);
    json.push(encoder.encode('['));
    let separator = '';
    for await (const rows of batchesOf(db, table, accountId)) {
      if (out.destroyed) return;
      const text = rows.map((row) => `\n${JSON.stringify(row, jsonValue)}`).join(',');
      json.push(encoder.encode(`${separator}${text}`));
      separator = ',';
      await drained(out);
    }
    json.push(encoder.encode('\n]\n'), true);
    const csv = file(`${table.name}.csv`);
    csv.push(encoder.encode(csvLine(table.columns)));
    for await (const rows of batchesOf(db, table, accountId)) {
      if (out.destroyed) return;
      csv.push(
        encoder.encode(rows.map((row) => csvLine(table.columns.map((c) => csvValue(row[c])))).join('')),
      );
      await drained(out);
    }
    csv.push(new Uint8Array(), true);
  }
  zip.end();
}

export const accountExportName = (accountId: number, at: Date) =>
  `switchboard-account-${accountId}-${at.toISOString().slice(0, 10)}.zip`;

/** The zip as a stream the response sends as it is made; a client gone away stops the reads. */
export function accountExportStream(db: Database, accountId: number, at: Date): ReadableStream<Uint8Array> {
  const out = new PassThrough();
  writeZip(db, accountId, at, out).catch((error: unknown) =>
    out.destroy(error instanceof Error ? error : new Error(String(error))),
  );
  return Readable.toWeb(out) as ReadableStream<Uint8Array>;
}
