import { Badge, type DataTableColumn } from '@switchboard/ui';
import type { IntlShape, MessageDescriptor } from 'react-intl';
import { formatWhen } from '../shell/formatWhen';

interface Timestamped {
  is_active: number;
  created_at: string;
  updated_at: string;
}

/** The messages the shared columns use. */
export interface RecordColumnMessages {
  status: MessageDescriptor;
  statusActive: MessageDescriptor;
  statusInactive: MessageDescriptor;
  createdAt: MessageDescriptor;
  updatedAt: MessageDescriptor;
}

/**
 * A cell for numbers and addresses read left to right in every language (`+35924001000` would show
 * as `35924001000+` inside Arabic text).
 */
export const ltrCell = (_row: unknown, value: unknown) =>
  value ? <span dir="ltr">{String(value)}</span> : null;

/** The last columns of a PBX record's table: its status badge, when it was created and updated. */
export function recordColumns<T extends Timestamped>(
  intl: IntlShape,
  m: RecordColumnMessages,
): DataTableColumn<T>[] {
  return [
    {
      id: 'is_active',
      header: intl.formatMessage(m.status),
      accessor: 'is_active',
      exportValue: (row) => intl.formatMessage(row.is_active === 1 ? m.statusActive : m.statusInactive),
      cell: (row) => <Badge kind={row.is_active === 1 ? 'active' : 'inactive'} />,
      nowrap: true,
    },
    {
      id: 'created_at',
      header: intl.formatMessage(m.createdAt),
      accessor: (row) => new Date(row.created_at),
      nowrap: true,
      cell: (_row, value) => formatWhen(intl, value),
    },
    {
      id: 'updated_at',
      header: intl.formatMessage(m.updatedAt),
      accessor: (row) => new Date(row.updated_at),
      nowrap: true,
      cell: (_row, value) => formatWhen(intl, value),
    },
  ];
}
