import type { ReactNode } from 'react';
import type { DataTableAlign } from './DataTable.variants';

/** A plain cell value as written to an exported file. */
export type DataTableExportValue = string | number | boolean | Date | null;

/** One column of a `DataTable`, declared by the caller. */
export interface DataTableColumn<T> {
  /** Stable id: the key of the column's sort state. */
  id: string;
  /** Header text, also the column's header in exported files. */
  header: string;
  /** The plain value (a property name or a function of the row) that sorting, search and export use. */
  accessor: (keyof T & string) | ((row: T) => unknown);
  /** Renders the cell; without it the plain value is shown as text. */
  cell?: (row: T, value: unknown) => ReactNode;
  /** Whether the header sorts the table by this column. @default true */
  sortable?: boolean;
  /** Whether the global search looks into this column. @default false */
  searchable?: boolean;
  /** Whether the column is written to exported files. @default true */
  exportable?: boolean;
  /** The value written to exported files; the plain value when absent (never the rendered cell). */
  exportValue?: (row: T) => DataTableExportValue;
  /** Alignment of the header and cells. @default 'start' */
  align?: DataTableAlign;
  /** Keeps the column's cells on one line, e.g. for dates. @default false */
  nowrap?: boolean;
  /** CSS width of the column, e.g. `'12rem'`; columns share the space when absent. */
  width?: string;
}

/**
 * Paging done by the caller (a server's pages): the table shows the rows it is given as one page,
 * reports them within `total`, and its pager asks the caller for another page.
 */
export interface DataTablePaging {
  /** Zero-based index of the page shown. */
  pageIndex: number;
  /** Rows per page of the caller's pages. */
  pageSize: number;
  /** Rows in all pages. */
  total: number;
  /** Called with the zero-based index of the page asked for. */
  onPageChange: (pageIndex: number) => void;
}
