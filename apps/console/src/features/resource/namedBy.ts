import type { DataTableColumn } from '@switchboard/ui';

/**
 * A column of ids shown (and exported) as the names they stand for; `none` names a row without
 * one ('—' by default), and a name no longer there is '—'. A name can change while its rows stay
 * (a file renamed), and the table keeps the values it read from its accessor for the same rows:
 * so the name is rendered by `cell`, not read by the accessor.
 */
export function namedBy<T>(
  names: ReadonlyMap<number, string>,
  id: (row: T) => number | null,
  none: (row: T) => string = () => '—',
) {
  const name = (row: T) => {
    const value = id(row);
    return value === null ? none(row) : (names.get(value) ?? '—');
  };
  return (column: DataTableColumn<T>): DataTableColumn<T> => ({ ...column, cell: name, exportValue: name });
}
