import type { DataTableColumn, DataTableExportValue } from './DataTable.types';

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
