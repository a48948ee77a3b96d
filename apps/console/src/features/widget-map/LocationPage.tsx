import type { MapMarker, ReportFilters } from '@switchboard/contract';
import { Alert, Button, LoaderOverlay, PageHeader, Spinner, Stack } from '@switchboard/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { useApp } from '../../app/AppContextProvider';
import { MapFilterBar } from './MapFilterBar';
import { MarkerTable } from './MarkerTable';
import { dateProblems, defaultMapFilters, type MapArea, type MapFilters, mapRequest } from './mapFilters';
import { serviceNames } from './serviceNames';
import { useCountryName } from './useCountryName';
import { useDebouncedValue } from './useDebouncedValue';
import { widgetMapMessages as m, widgetMapCountMessages } from './widgetMap.messages';

// deck.gl and the country outlines are the bulk of this page: they load after the filters and table.
const WorldMap = lazy(() => import('./WorldMap'));

const NO_OPTIONS: ReportFilters = { widgets: [], offices: [], departments: [], services: [] };
const NO_MARKERS: MapMarker[] = [];
const WHOLE_WORLD: MapArea = { zoom: 1, positions: null };

/**
 * /widget/reports/location: where visitor requests came from (spec §2 "Map"), filtered by time
 * range, service, widget, office and department; markers are merged by the API as the map zooms
 * out (spec §7 POST /admin/reports/map). The table under the map lists the same markers.
 */
export function LocationPage() {
  const intl = useIntl();
  const { queries } = useApp();
  const [filters, setFilters] = useState<MapFilters>(() => defaultMapFilters());
  const [area, setArea] = useState<MapArea>(WHOLE_WORLD);
  const settledArea = useDebouncedValue(area, 400);

  const options = useQuery(queries.reportFilters());
  const valid = Object.keys(dateProblems(filters)).length === 0;
  const request = mapRequest(filters, settledArea);
  const markersQuery = useQuery({
    ...queries.reportMap(request ?? {}),
    enabled: valid && request !== null,
    // Panning or a half-typed date keeps the last markers in sight instead of emptying the map.
    placeholderData: keepPreviousData,
  });
  const markers = request === null ? NO_MARKERS : (markersQuery.data ?? NO_MARKERS);

  const countryName = useCountryName();
  const place = useCallback(
    (marker: MapMarker) =>
      marker.countries.length > 0
        ? intl.formatList(marker.countries.map(countryName), { type: 'unit' })
        : intl.formatMessage(m.unknownCountry),
    [countryName, intl],
  );
  const describe = useCallback(
    (marker: MapMarker) =>
      [
        place(marker),
        intl.formatMessage(widgetMapCountMessages.requestCount, { count: marker.count }),
        ...Object.entries(marker.services).map(
          ([type, count]) =>
            `${intl.formatMessage(serviceNames[type as keyof typeof serviceNames])}: ${intl.formatNumber(count ?? 0)}`,
        ),
      ].join('\n'),
    [intl, place],
  );
  const onAreaChange = useCallback((next: MapArea) => setArea(next), []);

  const loading = request !== null && markersQuery.isFetching;
  const empty =
    request !== null && markersQuery.isSuccess && !markersQuery.isPlaceholderData && markers.length === 0;
  const retry = (refetch: () => unknown) => (
    <Button kind="default" size="small" onClick={() => refetch()}>
      {intl.formatMessage(m.retry)}
    </Button>
  );

  return (
    <Stack gap="lg">
      <PageHeader title={intl.formatMessage(m.title)} description={intl.formatMessage(m.description)} />
      {options.isError && (
        <Alert kind="danger" action={retry(options.refetch)}>
          {intl.formatMessage(m.filtersFailed)}
        </Alert>
      )}
      <MapFilterBar filters={filters} options={options.data ?? NO_OPTIONS} onChange={setFilters} />
      {request === null && <Alert kind="info">{intl.formatMessage(m.nothingChosen)}</Alert>}
      {markersQuery.isError && request !== null && (
        <Alert kind="danger" action={retry(markersQuery.refetch)}>
          {intl.formatMessage(m.loadFailed)}
        </Alert>
      )}
      {empty && <Alert kind="info">{intl.formatMessage(m.empty)}</Alert>}
      <LoaderOverlay visible={loading} label={intl.formatMessage(m.loading)}>
        <Suspense fallback={<Spinner label={intl.formatMessage(m.loading)} />}>
          <WorldMap markers={markers} describe={describe} onAreaChange={onAreaChange} />
        </Suspense>
      </LoaderOverlay>
      <MarkerTable markers={markers} place={place} loading={loading && markers.length === 0} />
    </Stack>
  );
}
