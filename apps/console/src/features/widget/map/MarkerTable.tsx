import { type MapMarker, REPORT_TYPES } from '@switchboard/contract';
import { DataTable, type DataTableColumn } from '@switchboard/ui';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { serviceNames } from './serviceNames';
import { widgetMapMessages as m } from './widgetMap.messages';

interface MarkerTableProps {
  markers: readonly MapMarker[];
  /** The marker's countries, named. */
  place: (marker: MapMarker) => string;
  loading: boolean;
}

/** The markers as a table: what the canvas shows, for keyboards, screen readers and export. */
export function MarkerTable({ markers, place, loading }: MarkerTableProps) {
  const intl = useIntl();
  const columns = useMemo<DataTableColumn<MapMarker>[]>(
    () => [
      { id: 'country', header: intl.formatMessage(m.country), accessor: place, searchable: true },
      { id: 'requests', header: intl.formatMessage(m.requests), accessor: 'count', align: 'end' },
      ...REPORT_TYPES.map(
        (type): DataTableColumn<MapMarker> => ({
          id: type,
          header: intl.formatMessage(serviceNames[type]),
          accessor: (marker) => marker.services[type] ?? 0,
          align: 'end',
        }),
      ),
    ],
    [intl, place],
  );
  return (
    <DataTable<MapMarker>
      label={intl.formatMessage(m.tableLabel)}
      noun={intl.formatMessage(m.noun)}
      data={markers}
      columns={columns}
      getRowId={(marker) => `${marker.lat},${marker.lng}`}
      defaultSorting={[{ id: 'requests', desc: true }]}
      exportFileName="request-locations"
      loading={loading}
      emptyMessage={intl.formatMessage(m.empty)}
    />
  );
}
