/**
 * Reads an uploaded rate deck: CSV (papaparse, streamed row by row) or XLSX (exceljs's streaming
 * reader, first sheet). The first row names the columns (case and spaces ignored; `rate` and
 * `international_rate` also name carrier_rate). Each row is checked with the contract's own
 * rate, day and number rules; a bad row becomes an error line, never a partial value.
 */
import { Readable } from 'node:stream';
import { isDay, parseRate } from '@switchboard/contract';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';

/** A deck row in storage units (micro-units, seconds). */
export interface DeckInput {
  prefix: string;
  prefixName: string;
  cli: boolean;
  localRate: number;
  setupRate: number;
  originRate: number;
  carrierRate: number;
  effectiveDate: string;
  setupTime: number;
  minimumTime: number;
  restTime: number;
}

export interface ParsedDeck {
  rows: DeckInput[];
  errors: { line: number; message: string }[];
}

/** Most rows one deck may have. */
export const MAX_DECK_ROWS = 500_000;
/** Error lines kept (the count says how many there were). */
const MAX_ERRORS = 200;

const ALIASES: Record<string, string> = { rate: 'carrier_rate', international_rate: 'carrier_rate' };
const columnName = (header: string) => {
  const name = header
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
  return ALIASES[name] ?? name;
};

type Cells = Record<string, string>;

function seconds(cells: Cells, field: string, fallback: number, min: number): number | string {
  const raw = cells[field]?.trim() ?? '';
  if (raw === '') return fallback;
  if (!/^\d{1,4}$/.test(raw) || Number(raw) < min || Number(raw) > 3600) return `${field} is not valid`;
  return Number(raw);
}

function rate(cells: Cells, field: string, required: boolean): number | string {
  const raw = cells[field]?.trim() ?? '';
  if (raw === '') return required ? `${field} is required` : 0;
  return parseRate(raw) ?? `${field} is not valid`;
}

/** One row → a deck row or why not. */
export function readRow(cells: Cells, defaultDay: string): DeckInput | string {
  const prefix = (cells.prefix ?? '').trim().replace(/^\+/, '');
  if (!/^\d{1,20}$/.test(prefix)) return 'prefix is not valid';
  const day = cells.effective_date?.trim() || defaultDay;
  if (!isDay(day)) return 'effective_date is not valid';
  const values = {
    localRate: rate(cells, 'local_rate', false),
    setupRate: rate(cells, 'setup_rate', false),
    originRate: rate(cells, 'origin_rate', false),
    carrierRate: rate(cells, 'carrier_rate', true),
    setupTime: seconds(cells, 'setup_time', 0, 0),
    minimumTime: seconds(cells, 'minimum_time', 1, 0),
    restTime: seconds(cells, 'rest_time', 1, 1),
  };
  for (const value of Object.values(values)) if (typeof value === 'string') return value;
  const cli = (cells.cli ?? '').trim().toLowerCase();
  return {
    prefix,
    prefixName: (cells.prefix_name ?? '').trim().slice(0, 200),
    cli: cli === '1' || cli === 'true' || cli === 'yes',
    effectiveDate: day,
    ...(values as { [K in keyof typeof values]: number }),
  };
}

/** Collects rows (line numbers 1-based, the header being line 1), refusing repeated prefix-days. */
class Collector {
  readonly rows: DeckInput[] = [];
  readonly errors: { line: number; message: string }[] = [];
  private errorCount = 0;
  private readonly seen = new Set<string>();
  constructor(private readonly defaultDay: string) {}

  add(line: number, cells: Cells) {
    if (Object.values(cells).every((value) => value.trim() === '')) return;
    if (this.rows.length >= MAX_DECK_ROWS) return this.error(line, `more than ${MAX_DECK_ROWS} rows`);
    const row = readRow(cells, this.defaultDay);
    if (typeof row === 'string') return this.error(line, row);
    const key = `${row.prefix}@${row.effectiveDate}`;
    if (this.seen.has(key)) return this.error(line, `prefix ${row.prefix} repeated`);
    this.seen.add(key);
    this.rows.push(row);
  }

  error(line: number, message: string) {
    this.errorCount++;
    if (this.errors.length < MAX_ERRORS) this.errors.push({ line, message });
  }

  get errorTotal() {
    return this.errorCount;
  }
}

async function parseCsv(file: Blob, collector: Collector): Promise<void> {
  const text = await file.text();
  let line = 1;
  await new Promise<void>((resolve, reject) => {
    Papa.parse<Record<string, string>>(text, {
      header: true,
      skipEmptyLines: true,
      transformHeader: columnName,
      step: (result) => {
        line++;
        collector.add(line, result.data);
      },
      complete: () => resolve(),
      error: (error: Error) => reject(error),
    });
  });
}

async function parseXlsx(file: Blob, collector: Collector): Promise<void> {
  const input = Readable.fromWeb(file.stream() as never);
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(input, {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'cache',
    worksheets: 'emit',
  });
  for await (const sheet of reader) {
    let headers: string[] | null = null;
    for await (const row of sheet) {
      const values = (row.values as unknown[]).slice(1).map(cellText);
      if (!headers) {
        headers = values.map(columnName);
        continue;
      }
      const cells: Cells = {};
      headers.forEach((header, index) => {
        cells[header] = values[index] ?? '';
      });
      collector.add(row.number, cells);
    }
    // The first sheet is the deck.
    break;
  }
}

/** A cell as text: dates as YYYY-MM-DD, numbers as written, rich text joined. */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    const cell = value as { text?: unknown; result?: unknown; richText?: { text: string }[] };
    if (cell.richText) return cell.richText.map((part) => part.text).join('');
    if (cell.result !== undefined) return cellText(cell.result);
    if (cell.text !== undefined) return String(cell.text);
    return '';
  }
  return String(value);
}

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];

/** Parses a CSV or XLSX deck (told apart by content: an XLSX is a zip). */
export async function parseDeck(
  file: Blob,
  defaultDay: string,
): Promise<ParsedDeck & { errorTotal: number }> {
  const collector = new Collector(defaultDay);
  const head = new Uint8Array(await file.slice(0, 4).arrayBuffer());
  const isZip = ZIP_MAGIC.every((byte, index) => head[index] === byte);
  if (isZip) await parseXlsx(file, collector);
  else await parseCsv(file, collector);
  return { rows: collector.rows, errors: collector.errors, errorTotal: collector.errorTotal };
}
