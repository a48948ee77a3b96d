import type { AnyResource, EntityOf } from '@switchboard/contract';
import { Badge, type DataTableColumn } from '@switchboard/ui';
import type { ReactNode } from 'react';
import type { IntlShape, MessageDescriptor } from 'react-intl';
import { ltrCell } from '../crud/ltrCell';
import { formatWhen } from '../shell/formatWhen';
import { resourceMessages as m } from './resource.messages';

/** Headers of the shared columns; a page names its own columns' headers. */
const sharedHeaders: Record<string, MessageDescriptor> = {
  is_active: m.status,
  created_at: m.createdAt,
  updated_at: m.updatedAt,
};

type Row = Record<string, unknown>;

/**
 * The DataTable columns of a resource's declared list columns: headers from `headers` (or the
 * shared ones), the declared sort, search and export, and the formats (active badge, date and
 * time, left-to-right numbers) and the words of enumerated values (`values`: shown, sorted, searched
 * and exported alike). The title column's cell is `titleCell` (the name with its actions).
 */
export function resourceColumns<R extends AnyResource>(
  intl: IntlShape,
  resource: R,
  {
    columns: headers,
    values,
  }: {
    columns: Record<string, MessageDescriptor>;
    values?: Record<string, Record<string, MessageDescriptor>> | undefined;
  },
  titleCell: (row: EntityOf<R>) => ReactNode,
): DataTableColumn<EntityOf<R>>[] {
  return resource.columns.map((declared) => {
    const header = headers[declared.id] ?? sharedHeaders[declared.id];
    const column: DataTableColumn<Row> = {
      id: declared.id,
      header: header ? intl.formatMessage(header) : declared.id,
      accessor: declared.field,
      ...(declared.sortable === false ? { sortable: false } : {}),
      ...(declared.searchable ? { searchable: true } : {}),
      ...(declared.exportable === false ? { exportable: false } : {}),
    };
    const words = values?.[declared.id];
    if (words) {
      column.accessor = (row: Row) => {
        const value = String(row[declared.field]);
        const label = words[value];
        return label ? intl.formatMessage(label) : value;
      };
    }
    if (declared.format === 'active') {
      Object.assign(column, {
        nowrap: true,
        exportValue: (row: Row) =>
          intl.formatMessage(row[declared.field] === 1 ? m.statusActive : m.statusInactive),
        cell: (row: Row) => <Badge kind={row[declared.field] === 1 ? 'active' : 'inactive'} />,
      });
    } else if (declared.format === 'timestamp') {
      Object.assign(column, {
        nowrap: true,
        accessor: (row: Row) => new Date(String(row[declared.field])),
        cell: (_row: Row, value: unknown) => formatWhen(intl, value),
      });
    } else if (declared.format === 'ltr') {
      column.cell = ltrCell;
    }
    if (declared.field === resource.title) column.cell = (row) => titleCell(row as EntityOf<R>);
    return column as DataTableColumn<EntityOf<R>>;
  });
}
