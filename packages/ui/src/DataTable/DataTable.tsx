import { assignInlineVars } from '@vanilla-extract/dynamic';
import { type HTMLAttributes, type ReactNode, useId, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../Button/Button';
import { cx } from '../internal/cx';
import * as styles from './DataTable.css';
import { dataTableMessages as messages } from './DataTable.messages';
import type { DataTableColumn, DataTablePaging } from './DataTable.types';
import {
  type DataTableExportFormat,
  dataTableDefaultPageSize,
  dataTablePageSizes,
} from './DataTable.variants';
import { DataTableBody } from './DataTableBody';
import { DataTableHead } from './DataTableHead';
import { DataTablePager } from './DataTablePager';
import { DataTableToolbar } from './DataTableToolbar';
import { buildExportTable, downloadFile } from './dataTableExport';
import { useDataTable } from './useDataTable';

export interface DataTableProps<T> extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** Accessible name of the table and its scrolling region, e.g. 'Users'. */
  label: string;
  /** The rows; keep the array stable between renders (memoise it) so row models are reused. */
  data: readonly T[];
  /** Column declarations; keep the array stable between renders. */
  columns: readonly DataTableColumn<T>[];
  /** Stable id of a row, used by selection. @default the row's index */
  getRowId?: (row: T, index: number) => string;
  /** What the rows are, at the end of the report 'Showing 1 to 10 of 25 users'. @default 'entries' */
  noun?: string;
  /** Rows per page at first. @default 10 */
  defaultPageSize?: number;
  /** Rows-per-page choices. @default [5, 10, 25] */
  pageSizeOptions?: readonly number[];
  /** Sort order at first: column ids with direction, the first one primary. @default [] */
  defaultSorting?: { id: string; desc: boolean }[];
  /** Text in the search box at first. @default '' */
  defaultSearch?: string;
  /** Export buttons to offer; an empty list hides them. @default ['xlsx', 'csv'] */
  exportFormats?: readonly DataTableExportFormat[];
  /** Name of exported files, without the extension. @default 'export' */
  exportFileName?: string;
  /** Receives each exported file instead of the browser download (tests, custom saving). @default a download link */
  saveFile?: (file: Blob, fileName: string, format: DataTableExportFormat) => void;
  /** Renders the actions of a row (edit, toggle, delete) in a last column. */
  rowActions?: (row: T) => ReactNode;
  /** Header of the row-actions column. @default 'Actions' */
  rowActionsHeader?: string;
  /** Adds a checkbox per row and a select-all-on-page checkbox. @default false */
  selectable?: boolean;
  /** Ids (see `getRowId`) of the rows selected at first. @default [] */
  defaultSelectedRowIds?: readonly string[];
  /** Called with the selected rows' data whenever the selection changes. */
  onSelectionChange?: (rows: T[]) => void;
  /** Renders actions for the selected rows, shown while any row is selected. */
  bulkActions?: (rows: T[], clearSelection: () => void) => ReactNode;
  /** Names a row for its checkbox ('Select anna'). @default 'row {n}' */
  rowLabel?: (row: T) => string;
  /** Maximum height of the table body, which then scrolls under a sticky header (number = px). */
  height?: number | string;
  /** Replaces the rows with a spinner and marks the table busy. @default false */
  loading?: boolean;
  /** Shown when there are no rows to display. @default 'No data available in table' */
  emptyMessage?: ReactNode;
  /**
   * Paging by the caller (a server's pages): `data` is the page shown, the report and the pager
   * follow `paging`, and the rows-per-page choice is hidden. Sorting, search and export then work
   * within the page. @default the table pages `data` itself
   */
  paging?: DataTablePaging;
}

/**
 * A paginated, searchable, multi-sortable table with export, row actions and selection. Only the
 * current page is rendered, so it stays quick with tens of thousands of rows.
 */
export function DataTable<T>({
  label,
  data,
  columns,
  getRowId,
  noun,
  defaultPageSize = dataTableDefaultPageSize,
  pageSizeOptions = dataTablePageSizes,
  defaultSorting,
  defaultSearch,
  exportFormats = ['xlsx', 'csv'],
  exportFileName = 'export',
  saveFile = downloadFile,
  rowActions,
  rowActionsHeader,
  selectable = false,
  defaultSelectedRowIds,
  onSelectionChange,
  bulkActions,
  rowLabel,
  height,
  loading = false,
  emptyMessage,
  paging,
  className,
  ...props
}: DataTableProps<T>) {
  const intl = useIntl();
  const captionId = useId();
  const scroller = useRef<HTMLElement>(null);
  const [exporting, setExporting] = useState<DataTableExportFormat | null>(null);
  const { table, search, setSearch } = useDataTable({
    data,
    columns,
    getRowId,
    defaultPageSize,
    defaultSorting,
    defaultSearch,
    defaultSelectedRowIds,
    onSelectionChange,
    manualPagination: paging !== undefined,
  });
  const byId = useMemo(() => new Map(columns.map((column) => [column.id, column])), [columns]);

  const { pageIndex, pageSize } = paging ?? table.getState().pagination;
  const total = paging?.total ?? table.getPrePaginationRowModel().rows.length;
  const first = total === 0 ? 0 : pageIndex * pageSize + 1;
  const last = paging
    ? pageIndex * pageSize + table.getRowModel().rows.length
    : Math.min((pageIndex + 1) * pageSize, total);
  const selected = selectable ? table.getSelectedRowModel().flatRows.map((row) => row.original) : [];

  const runExport = async (format: DataTableExportFormat) => {
    setExporting(format);
    try {
      const rows = table.getPrePaginationRowModel().rows.map((row) => row.original);
      const rightToLeft = scroller.current ? getComputedStyle(scroller.current).direction === 'rtl' : false;
      const { exportFile } = await import('./dataTableFiles');
      const file = await exportFile(buildExportTable(columns, rows), format, rightToLeft);
      saveFile(file, `${exportFileName}.${format}`, format);
    } finally {
      setExporting(null);
    }
  };

  return (
    <div {...props} className={cx(styles.root, className)}>
      <DataTableToolbar
        pageSize={paging ? null : pageSize}
        pageSizeOptions={pageSizeOptions}
        onPageSizeChange={(size) => table.setPagination({ pageIndex: 0, pageSize: size })}
        search={columns.some((column) => column.searchable) ? search : null}
        onSearchChange={setSearch}
        exportFormats={exportFormats}
        exporting={exporting}
        onExport={runExport}
      />
      <div className={styles.status}>
        <p className={styles.report} aria-live="polite">
          {intl.formatMessage(messages.report, {
            first,
            last,
            total,
            noun: noun ?? intl.formatMessage(messages.defaultNoun),
          })}
        </p>
        <DataTablePager
          pageIndex={pageIndex}
          pageCount={paging ? Math.ceil(paging.total / paging.pageSize) : table.getPageCount()}
          onPageChange={paging ? paging.onPageChange : (index) => table.setPageIndex(index)}
        />
      </div>
      {selected.length > 0 && (
        <section className={styles.bulkBar} aria-label={intl.formatMessage(messages.selection)}>
          <span className={styles.bulkCount}>
            {intl.formatMessage(messages.selected, { count: selected.length })}
          </span>
          {bulkActions?.(selected, () => table.resetRowSelection(true))}
          <Button size="small" kind="ghost" onClick={() => table.resetRowSelection(true)}>
            {intl.formatMessage(messages.clearSelection)}
          </Button>
        </section>
      )}
      <section
        ref={scroller}
        className={styles.scroller}
        aria-labelledby={captionId}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1)
        tabIndex={0}
        style={
          height === undefined
            ? undefined
            : assignInlineVars({ [styles.maxBlockSize]: typeof height === 'number' ? `${height}px` : height })
        }
      >
        <table className={styles.table} aria-busy={loading || undefined}>
          <caption id={captionId} className={styles.caption}>
            {label}
          </caption>
          <DataTableHead
            table={table}
            columns={byId}
            selectable={selectable}
            selectionDisabled={loading || table.getRowModel().rows.length === 0}
            actionsHeader={rowActions ? (rowActionsHeader ?? intl.formatMessage(messages.actions)) : null}
          />
          <DataTableBody
            table={table}
            columns={byId}
            selectable={selectable}
            rowLabel={rowLabel}
            rowActions={rowActions}
            loading={loading}
            emptyMessage={emptyMessage}
          />
        </table>
      </section>
    </div>
  );
}
