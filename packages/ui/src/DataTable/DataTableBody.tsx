import type { Table } from '@tanstack/react-table';
import { cva } from 'class-variance-authority';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { cx } from '../internal/cx';
import { Spinner } from '../Spinner/Spinner';
import * as styles from './DataTable.css';
import { dataTableMessages as messages } from './DataTable.messages';
import type { DataTableColumn } from './DataTable.types';

const bodyCell = cva(styles.cell, {
  variants: { align: styles.align, nowrap: { true: styles.nowrap, false: '' } },
  defaultVariants: { align: 'start', nowrap: false },
});

export interface DataTableBodyProps<T> {
  /** The TanStack table; only its current page is rendered. */
  table: Table<T>;
  /** The caller's columns by id. */
  columns: ReadonlyMap<string, DataTableColumn<T>>;
  /** Adds a checkbox per row. */
  selectable: boolean;
  /** Names a row for its checkbox. */
  rowLabel?: (row: T) => string;
  /** Renders a row's actions in the last column. */
  rowActions?: (row: T) => ReactNode;
  /** Replaces the rows with a spinner. */
  loading: boolean;
  /** Shown when there are no rows. */
  emptyMessage?: ReactNode;
}

/** The current page's rows, or one full-width row with the spinner or the empty-table text. */
export function DataTableBody<T>({
  table,
  columns,
  selectable,
  rowLabel,
  rowActions,
  loading,
  emptyMessage,
}: DataTableBodyProps<T>) {
  const intl = useIntl();
  const rows = table.getRowModel().rows;

  const plain = (value: unknown): ReactNode => {
    if (value === null || value === undefined) return '';
    if (value instanceof Date) return intl.formatDate(value, { dateStyle: 'medium', timeStyle: 'short' });
    if (typeof value === 'number') return intl.formatNumber(value);
    return String(value);
  };

  if (loading || rows.length === 0) {
    const columnCount = columns.size + (selectable ? 1 : 0) + (rowActions ? 1 : 0);
    return (
      <tbody>
        <tr>
          <td className={styles.messageCell} colSpan={columnCount}>
            {loading ? <Spinner /> : (emptyMessage ?? intl.formatMessage(messages.empty))}
          </td>
        </tr>
      </tbody>
    );
  }

  return (
    <tbody>
      {rows.map((row) => (
        <tr key={row.id} className={styles.row} data-selected={row.getIsSelected() || undefined}>
          {selectable && (
            <td className={cx(styles.cell, styles.checkCell)}>
              <input
                type="checkbox"
                className={styles.checkbox}
                aria-label={intl.formatMessage(messages.selectRow, {
                  row: rowLabel
                    ? rowLabel(row.original)
                    : intl.formatMessage(messages.rowNumber, { index: row.index + 1 }),
                })}
                checked={row.getIsSelected()}
                onChange={row.getToggleSelectedHandler()}
              />
            </td>
          )}
          {row.getVisibleCells().map((cell) => {
            const declared = columns.get(cell.column.id);
            const value = cell.getValue();
            return (
              <td key={cell.id} className={bodyCell({ align: declared?.align, nowrap: declared?.nowrap })}>
                {declared?.cell ? declared.cell(row.original, value) : plain(value)}
              </td>
            );
          })}
          {rowActions && <td className={cx(styles.cell, styles.actionsCell)}>{rowActions(row.original)}</td>}
        </tr>
      ))}
    </tbody>
  );
}
