import Papa from 'papaparse';
import writeXlsxFile from 'write-excel-file/universal';
import type { DataTableColumn, DataTableExportValue } from './DataTable.types';
import type { DataTableExportFormat } from './DataTable.variants';

/** A header row and the plain values of every exported row, in display order. */
export interface ExportTable {
  header: string[];
  rows: DataTableExportValue[][];
}

/** Reads a column's plain value from a row: the accessor's property or function result. */
export function readAccessor<T>(column: DataTableColumn<T>, row: T): unknown {
  return typeof column.accessor === 'function' ? column.accessor(row) : row[column.accessor];
}

function toExportValue(value: unknown): DataTableExportValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  return String(value);
}

/** Builds the export table from the columns marked exportable and the rows as displayed. */
export function buildExportTable<T>(columns: readonly DataTableColumn<T>[], rows: readonly T[]): ExportTable {
  const exported = columns.filter((column) => column.exportable !== false);
  return {
    header: exported.map((column) => column.header),
    rows: rows.map((row) =>
      exported.map((column) =>
        column.exportValue ? column.exportValue(row) : toExportValue(readAccessor(column, row)),
      ),
    ),
  };
}

const xlsxDateFormat = 'yyyy-mm-dd hh:mm:ss';

/** Writes the export table to an .xlsx workbook: bold, frozen header row and widths fitted to the text. */
export function toXlsxBlob(table: ExportTable, options: { rightToLeft?: boolean } = {}): Promise<Blob> {
  const widths = table.header.map((header, index) => {
    let longest = header.length;
    for (const row of table.rows) {
      const value = row[index];
      const length = value instanceof Date ? xlsxDateFormat.length : String(value ?? '').length;
      if (length > longest) longest = length;
    }
    return { width: Math.min(Math.max(longest + 2, 8), 60) };
  });
  const data = [
    table.header.map((value) => ({ value, fontWeight: 'bold' as const })),
    ...table.rows.map((row) => row.map((value) => (value === null ? null : { value }))),
  ];
  return writeXlsxFile(data, {
    columns: widths,
    dateFormat: xlsxDateFormat,
    stickyRowsCount: 1,
    rightToLeft: options.rightToLeft,
  }).toBlob();
}

/** Writes the export table as UTF-8 CSV with a byte-order mark, so spreadsheet apps read non-Latin text. */
export function toCsvBlob(table: ExportTable): Blob {
  const csv = Papa.unparse({
    fields: table.header,
    data: table.rows.map((row) => row.map((value) => (value instanceof Date ? value.toISOString() : value))),
  });
  return new Blob([`\ufeff${csv}`], { type: 'text/csv;charset=utf-8' });
}

/** Produces the file of one format for the export table. */
export function exportFile(
  table: ExportTable,
  format: DataTableExportFormat,
  rightToLeft = false,
): Promise<Blob> {
  return format === 'xlsx' ? toXlsxBlob(table, { rightToLeft }) : Promise.resolve(toCsvBlob(table));
}

/** Saves a file through a temporary download link: the browser's ordinary download. */
export function downloadFile(file: Blob, fileName: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
