/**
 * The export files themselves: loaded when a user exports, so the spreadsheet writer (write-excel-file
 * with its zip library) and the CSV writer stay out of every table screen's first load.
 */
import Papa from 'papaparse';
import writeXlsxFile from 'write-excel-file/universal';
import type { DataTableExportFormat } from './DataTable.variants';
import type { ExportTable } from './dataTableExport';

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
