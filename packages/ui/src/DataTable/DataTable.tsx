import type { Column, Row } from '@tanstack/react-table';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { type HTMLAttributes, type ReactNode, useId, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import { Spinner } from '../Spinner/Spinner';
import * as styles from './DataTable.css';
import { dataTableMessages as messages } from './DataTable.messages';
import type { DataTableColumn } from './DataTable.types';
import {
  type DataTableExportFormat,
  dataTableDefaultPageSize,
  dataTablePageSizes,
} from './DataTable.variants';
import { DataTablePager } from './DataTablePager';
import { DataTableToolbar } from './DataTableToolbar';
import { buildExportTable, downloadFile, exportFile } from './dataTableExport';
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
}

function SortMark<T>({ column, multi }: { column: Column<T>; multi: boolean }) {
  const sorted = column.getIsSorted();
  return (
    <>
      <span className={styles.sortIcon} aria-hidden="true">
        <Icon name={sorted === 'asc' ? 'sortAsc' : sorted === 'desc' ? 'sortDesc' : 'sort'} />
      </span>
      {multi && sorted && (
        <span className={styles.sortOrder} aria-hidden="true">
          {column.getSortIndex() + 1}
        </span>
      )}
    </>
  );
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
  });
  const byId = useMemo(() => new Map(columns.map((column) => [column.id, column])), [columns]);

  const { pageIndex, pageSize } = table.getState().pagination;
  const total = table.getPrePaginationRowModel().rows.length;
  const first = total === 0 ? 0 : pageIndex * pageSize + 1;
  const last = Math.min((pageIndex + 1) * pageSize, total);
  const pageRows = table.getRowModel().rows;
  const selected = selectable ? table.getSelectedRowModel().flatRows.map((row) => row.original) : [];
  const multiSort = table.getState().sorting.length > 1;
  const columnCount = columns.length + (selectable ? 1 : 0) + (rowActions ? 1 : 0);

  const runExport = async (format: DataTableExportFormat) => {
    setExporting(format);
    try {
      const rows = table.getPrePaginationRowModel().rows.map((row) => row.original);
      const rightToLeft = scroller.current ? getComputedStyle(scroller.current).direction === 'rtl' : false;
      const file = await exportFile(buildExportTable(columns, rows), format, rightToLeft);
      saveFile(file, `${exportFileName}.${format}`, format);
    } finally {
      setExporting(null);
    }
  };

  const plain = (value: unknown): ReactNode => {
    if (value === null || value === undefined) return '';
    if (value instanceof Date) return intl.formatDate(value, { dateStyle: 'medium', timeStyle: 'short' });
    if (typeof value === 'number') return intl.formatNumber(value);
    return String(value);
  };

  const rowName = (row: Row<T>) =>
    rowLabel ? rowLabel(row.original) : intl.formatMessage(messages.rowNumber, { index: row.index + 1 });

  const message = (content: ReactNode) => (
    <tr>
      <td className={styles.messageCell} colSpan={columnCount}>
        {content}
      </td>
    </tr>
  );

  return (
    <div {...props} className={className ? `${styles.root} ${className}` : styles.root}>
      <DataTableToolbar
        pageSize={pageSize}
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
          pageCount={table.getPageCount()}
          onPageChange={(index) => table.setPageIndex(index)}
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
          <thead>
            <tr>
              {selectable && (
                <th scope="col" className={`${styles.headerCell} ${styles.checkCell}`}>
                  <input
                    type="checkbox"
                    className={styles.checkbox}
                    aria-label={intl.formatMessage(messages.selectAll)}
                    checked={table.getIsAllPageRowsSelected()}
                    ref={(input) => {
                      if (input) input.indeterminate = table.getIsSomePageRowsSelected();
                    }}
                    disabled={loading || pageRows.length === 0}
                    onChange={(event) => table.toggleAllPageRowsSelected(event.target.checked)}
                  />
                </th>
              )}
              {table.getFlatHeaders().map(({ id, column }) => {
                const declared = byId.get(id);
                const sorted = column.getIsSorted();
                return (
                  <th
                    key={id}
                    scope="col"
                    className={`${styles.headerCell} ${styles.align[declared?.align ?? 'start']}`}
                    style={
                      declared?.width ? assignInlineVars({ [styles.columnWidth]: declared.width }) : undefined
                    }
                    aria-sort={
                      !column.getCanSort()
                        ? undefined
                        : sorted === 'asc'
                          ? 'ascending'
                          : sorted === 'desc'
                            ? 'descending'
                            : 'none'
                    }
                  >
                    {column.getCanSort() ? (
                      <button
                        type="button"
                        className={styles.sortButton}
                        onClick={column.getToggleSortingHandler()}
                      >
                        {declared?.header}
                        <SortMark column={column} multi={multiSort} />
                      </button>
                    ) : (
                      declared?.header
                    )}
                  </th>
                );
              })}
              {rowActions && (
                <th scope="col" className={`${styles.headerCell} ${styles.actionsCell}`}>
                  {rowActionsHeader ?? intl.formatMessage(messages.actions)}
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {loading
              ? message(<Spinner />)
              : pageRows.length === 0
                ? message(emptyMessage ?? intl.formatMessage(messages.empty))
                : pageRows.map((row) => (
                    <tr key={row.id} className={styles.row} data-selected={row.getIsSelected() || undefined}>
                      {selectable && (
                        <td className={`${styles.cell} ${styles.checkCell}`}>
                          <input
                            type="checkbox"
                            className={styles.checkbox}
                            aria-label={intl.formatMessage(messages.selectRow, { row: rowName(row) })}
                            checked={row.getIsSelected()}
                            onChange={row.getToggleSelectedHandler()}
                          />
                        </td>
                      )}
                      {row.getVisibleCells().map((cell) => {
                        const declared = byId.get(cell.column.id);
                        const value = cell.getValue();
                        return (
                          <td
                            key={cell.id}
                            className={`${styles.cell} ${styles.align[declared?.align ?? 'start']}`}
                          >
                            {declared?.cell ? declared.cell(row.original, value) : plain(value)}
                          </td>
                        );
                      })}
                      {rowActions && (
                        <td className={`${styles.cell} ${styles.actionsCell}`}>{rowActions(row.original)}</td>
                      )}
                    </tr>
                  ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}
