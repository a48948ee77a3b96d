/**
 * The export of a whole filtered report as CSV or XLSX, in constant memory: rows are read in
 * keyset batches (the page query with a bigger limit) and written out as they come, waiting for
 * the client to take what was written before reading the next batch. XLSX goes through exceljs's
 * streaming WorkbookWriter (rows committed one by one, no shared strings). Money is in euro with
 * cents, times ISO 8601 in UTC; a text that a spreadsheet would run as a formula is quoted.
 */

import { PassThrough, Readable } from 'node:stream';
import type { ReportExportFormat } from '@switchboard/contract';
import ExcelJS from 'exceljs';
import type { Database } from '../db/database.js';
import { drained } from '../lib/backpressure.js';
import { type CsvCell, csvLine, inert } from '../lib/csv.js';
import type { ExportOrder } from './export-link.js';
import type { Cursor } from './filters.js';
import { callBatch, messageBatch } from './queries.js';

const BATCH = 2_000;
type Cell = CsvCell;

interface Sheet {
  header: string[];
  /** The rows in keyset batches, newest first. */
  batches(): AsyncGenerator<Cell[][]>;
}

const euro = (minor: number) => Number((minor / 100).toFixed(2));

function sheetOf(db: Database, order: ExportOrder): Sheet {
  if (order.kind === 'calls') {
    return {
      header: [
        'call_id',
        'calltype',
        'calling_number',
        'called_number',
        'callstart',
        'callstop',
        'dialstatus',
        'duration',
        'client_cost',
      ],
      async *batches() {
        let cursor: Cursor | null = null;
        for (;;) {
          const rows = await callBatch(db, order.accountId, order.body, cursor, BATCH);
          if (rows.length === 0) return;
          yield rows.map((r) => [
            r.callId,
            r.calltype,
            r.callingNumber,
            r.calledNumber,
            r.callstart,
            r.callstop,
            r.dialstatus,
            r.duration,
            euro(r.clientCost),
          ]);
          const last = rows.at(-1);
          if (!last || rows.length < BATCH) return;
          cursor = { micros: last.micros, id: last.id };
        }
      },
    };
  }
  return {
    header: ['msgtype', 'calling_number', 'called_number', 'created_at', 'msgstatus', 'client_cost'],
    async *batches() {
      let cursor: Cursor | null = null;
      for (;;) {
        const rows = await messageBatch(db, order.accountId, order.body, cursor, BATCH);
        if (rows.length === 0) return;
        yield rows.map((r) => [
          r.msgtype,
          r.callingNumber,
          r.calledNumber,
          r.createdAt,
          r.msgstatus,
          euro(r.clientCost),
        ]);
        const last = rows.at(-1);
        if (!last || rows.length < BATCH) return;
        cursor = { micros: last.micros, id: last.id };
      }
    },
  };
}

async function writeCsv(sheet: Sheet, out: PassThrough) {
  out.write(csvLine(sheet.header));
  for await (const rows of sheet.batches()) {
    if (out.destroyed) return;
    out.write(rows.map(csvLine).join(''));
    await drained(out);
  }
  out.end();
}

async function writeXlsx(sheet: Sheet, out: PassThrough, name: string) {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useSharedStrings: false,
    useStyles: true,
  });
  const ws = workbook.addWorksheet(name);
  ws.columns = sheet.header.map((header) => ({ header, key: header, width: 20 }));
  for await (const rows of sheet.batches()) {
    if (out.destroyed) return;
    for (const row of rows) {
      ws.addRow(row.map((cell) => (typeof cell === 'string' ? inert(cell) : cell))).commit();
    }
    await drained(out);
  }
  ws.commit();
  await workbook.commit();
}

/** `calls-2026-03-01-2026-03-31.csv`; the virtual number area's logs say so in front. */
export const exportFileName = (order: ExportOrder, format: ReportExportFormat) =>
  `${order.body.scope === 'virtual_numbers' ? 'virtual-number-' : ''}${order.kind}-${order.body.from}-${order.body.to}.${format}`;

/** The file as a stream the response sends as it is read; a client gone away stops the reads. */
export function exportStream(db: Database, order: ExportOrder): ReadableStream<Uint8Array> {
  const out = new PassThrough();
  const sheet = sheetOf(db, order);
  const write = order.body.format === 'csv' ? writeCsv(sheet, out) : writeXlsx(sheet, out, order.kind);
  write.catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return Readable.toWeb(out) as ReadableStream<Uint8Array>;
}
