import type { Column, Table } from '@tanstack/react-table';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { cva } from 'class-variance-authority';
import { useIntl } from 'react-intl';
import { Icon } from '../Icon/Icon';
import { cx } from '../internal/cx';
import * as styles from './DataTable.css';
import { dataTableMessages as messages } from './DataTable.messages';
import type { DataTableColumn } from './DataTable.types';

export interface DataTableHeadProps<T> {
  /** The TanStack table. */
  table: Table<T>;
  /** The caller's columns by id. */
  columns: ReadonlyMap<string, DataTableColumn<T>>;
  /** Adds the select-all-on-page checkbox. */
  selectable: boolean;
  /** Disables the select-all checkbox (loading, no rows). */
  selectionDisabled: boolean;
  /** Header of the row-actions column; no such column when `null`. */
  actionsHeader: string | null;
}

const headerCell = cva(styles.headerCell, {
  variants: { align: styles.align },
  defaultVariants: { align: 'start' },
});

const ariaSort = { asc: 'ascending', desc: 'descending' } as const;

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

/** The header row: select-all checkbox, sort buttons (shift-click adds a column) with `aria-sort`, actions. */
export function DataTableHead<T>({
  table,
  columns,
  selectable,
  selectionDisabled,
  actionsHeader,
}: DataTableHeadProps<T>) {
  const intl = useIntl();
  const multiSort = table.getState().sorting.length > 1;
  return (
    <thead>
      <tr>
        {selectable && (
          <th scope="col" className={cx(styles.headerCell, styles.checkCell)}>
            <input
              type="checkbox"
              className={styles.checkbox}
              aria-label={intl.formatMessage(messages.selectAll)}
              checked={table.getIsAllPageRowsSelected()}
              ref={(input) => {
                if (input) input.indeterminate = table.getIsSomePageRowsSelected();
              }}
              disabled={selectionDisabled}
              onChange={(event) => table.toggleAllPageRowsSelected(event.target.checked)}
            />
          </th>
        )}
        {table.getFlatHeaders().map(({ id, column }) => {
          const declared = columns.get(id);
          const sorted = column.getIsSorted();
          return (
            <th
              key={id}
              scope="col"
              className={headerCell({ align: declared?.align })}
              style={declared?.width ? assignInlineVars({ [styles.columnWidth]: declared.width }) : undefined}
              aria-sort={column.getCanSort() ? (sorted ? ariaSort[sorted] : 'none') : undefined}
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
        {actionsHeader !== null && (
          <th scope="col" className={cx(styles.headerCell, styles.actionsCell)}>
            {actionsHeader}
          </th>
        )}
      </tr>
    </thead>
  );
}
