/**
 * Reads an uploaded rate deck, CSV or XLSX (../imports/read-table.ts). The first row names the
 * columns (case and spaces ignored; `rate` and `international_rate` also name carrier_rate). Each row is checked with the contract's own
 * rate, day and number rules; a bad row becomes an error line, never a partial value.
 */
import { isDay, parseRate } from '@switchboard/contract';
import { type Cells, readTable, snakeHeader } from '../imports/read-table.js';

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
  const name = snakeHeader(header);
  return ALIASES[name] ?? name;
};

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

/** Parses a CSV or XLSX deck (told apart by content: an XLSX is a zip). */
export async function parseDeck(
  file: Blob,
  defaultDay: string,
): Promise<ParsedDeck & { errorTotal: number }> {
  const collector = new Collector(defaultDay);
  await readTable(file, columnName, (line, cells) => collector.add(line, cells));
  return { rows: collector.rows, errors: collector.errors, errorTotal: collector.errorTotal };
}
