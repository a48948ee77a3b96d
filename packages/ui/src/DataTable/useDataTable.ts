import {
  type ColumnDef,
  type FilterFn,
  getCoreRowModel,
  getFilteredRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  type PaginationState,
  type RowSelectionState,
  type SortingState,
  type Updater,
  useReactTable,
} from '@tanstack/react-table';
import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import type { DataTableColumn } from './DataTable.types';
import { readAccessor } from './dataTableExport';

/** Case-insensitive substring match over a cell's plain value (dates by their ISO text). */
const includesText: FilterFn<unknown> = (row, columnId, needle: string) => {
  const value = row.getValue(columnId);
  if (value === null || value === undefined) return false;
  const text = value instanceof Date ? value.toISOString() : String(value);
  return text.toLowerCase().includes(needle);
};
includesText.resolveFilterValue = (value: unknown) => String(value).toLowerCase();

function apply<S>(updater: Updater<S>, previous: S): S {
  return typeof updater === 'function' ? (updater as (old: S) => S)(previous) : updater;
}

export interface UseDataTableOptions<T> {
  data: readonly T[];
  columns: readonly DataTableColumn<T>[];
  getRowId?: (row: T, index: number) => string;
  defaultPageSize: number;
  defaultSorting?: SortingState;
  defaultSearch?: string;
  defaultSelectedRowIds?: readonly string[];
  onSelectionChange?: (rows: T[]) => void;
  /** The caller pages the rows: every row given is on the one page shown. @default false */
  manualPagination?: boolean;
}

/**
 * The TanStack table behind `DataTable`: sorting (shift adds a column), case-insensitive global
 * search over searchable columns (deferred, so typing stays responsive on large data), pagination
 * and row selection. Row models are memoised by TanStack; only the current page is rendered.
 */
export function useDataTable<T>({
  data,
  columns,
  getRowId,
  defaultPageSize,
  defaultSorting = [],
  defaultSearch = '',
  defaultSelectedRowIds = [],
  onSelectionChange,
  manualPagination = false,
}: UseDataTableOptions<T>) {
  const [sorting, setSorting] = useState<SortingState>(defaultSorting);
  const [search, setSearchText] = useState(defaultSearch);
  const deferredSearch = useDeferredValue(search);
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize: defaultPageSize });
  const [rowSelection, setRowSelection] = useState<RowSelectionState>(() =>
    Object.fromEntries(defaultSelectedRowIds.map((id) => [id, true])),
  );

  const columnDefs = useMemo<ColumnDef<T>[]>(
    () =>
      columns.map((column) => ({
        id: column.id,
        accessorFn: (row: T) => readAccessor(column, row),
        header: column.header,
        enableSorting: column.sortable !== false,
        enableGlobalFilter: column.searchable === true,
        sortUndefined: 'last',
      })),
    [columns],
  );

  const table = useReactTable<T>({
    data: data as T[],
    columns: columnDefs,
    getRowId,
    state: { sorting, globalFilter: deferredSearch.trim(), pagination, rowSelection },
    onSortingChange: (updater) => {
      setSorting((previous) => apply(updater, previous));
      setPagination((previous) => ({ ...previous, pageIndex: 0 }));
    },
    onPaginationChange: (updater) => setPagination((previous) => apply(updater, previous)),
    onRowSelectionChange: (updater) => setRowSelection((previous) => apply(updater, previous)),
    globalFilterFn: includesText as FilterFn<T>,
    getColumnCanGlobalFilter: () => true,
    sortDescFirst: false,
    autoResetPageIndex: false,
    manualPagination,
    getCoreRowModel: getCoreRowModel(),
    getFilteredRowModel: getFilteredRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getPaginationRowModel: getPaginationRowModel(),
  });

  const setSearch = (next: string) => {
    setSearchText(next);
    setPagination((previous) => ({ ...previous, pageIndex: 0 }));
  };

  // Stay on a page that exists when rows go away (a delete, a narrower search).
  const pageCount = table.getPageCount();
  useEffect(() => {
    if (pagination.pageIndex > 0 && pagination.pageIndex >= pageCount) {
      setPagination((previous) => ({ ...previous, pageIndex: Math.max(pageCount - 1, 0) }));
    }
  }, [pageCount, pagination.pageIndex]);

  // Report selection changes (not the initial selection) with the selected rows' data.
  const reported = useRef(rowSelection);
  useEffect(() => {
    if (reported.current === rowSelection) return;
    reported.current = rowSelection;
    onSelectionChange?.(table.getSelectedRowModel().flatRows.map((row) => row.original));
  }, [rowSelection, table, onSelectionChange]);

  return { table, search, setSearch, searchPending: search !== deferredSearch };
}
