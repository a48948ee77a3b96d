/**
 * Reads an uploaded table, CSV (papaparse, row by row) or XLSX (exceljs's streaming reader, first
 * sheet), told apart by content (an XLSX is a zip). The first row names the columns; `columnName`
 * turns a header into a field name. Each later row is handed to `onRow` with its 1-based line (the
 * header being line 1). Shared by the rate-deck and the phone-book imports.
 */
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';

export type Cells = Record<string, string>;
export type RowHandler = (line: number, cells: Cells) => void;

/** A header → snake_case field name: case, spaces and dashes ignored ("First name" → first_name). */
export const snakeHeader = (header: string) =>
  header
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

async function readCsv(file: Blob, columnName: (header: string) => string, onRow: RowHandler) {
  const text = await file.text();
  let line = 1;
  await new Promise<void>((resolve, reject) => {
    Papa.parse<Cells>(text, {
      header: true,
      skipEmptyLines: true,
      transformHeader: columnName,
      step: (result) => {
        line++;
        onRow(line, result.data);
      },
      complete: () => resolve(),
      error: (error: Error) => reject(error),
    });
  });
}

async function readXlsx(file: Blob, columnName: (header: string) => string, onRow: RowHandler) {
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
      onRow(row.number, cells);
    }
    // The first sheet is the table.
    break;
  }
}

/** A cell as text: dates as YYYY-MM-DD, numbers as written, rich text joined, formulas' results. */
export function cellText(value: unknown): string {
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

/** Reads a CSV or XLSX upload, row by row. */
export async function readTable(
  file: Blob,
  columnName: (header: string) => string,
  onRow: RowHandler,
): Promise<void> {
  const head = new Uint8Array(await file.slice(0, 4).arrayBuffer());
  const isZip = ZIP_MAGIC.every((byte, index) => head[index] === byte);
  if (isZip) await readXlsx(file, columnName, onRow);
  else await readCsv(file, columnName, onRow);
}
