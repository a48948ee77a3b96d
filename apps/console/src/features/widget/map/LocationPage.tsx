import { type MapMarker, REPORT_TYPES, type ReportType } from '@switchboard/contract';
import { Alert, Dropdown, LoaderOverlay, PageHeader, Spinner, Stack } from '@switchboard/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { useApp } from '#app/AppContextProvider';
import { isReversedRange } from '#features/filters/dateRange';
import { useFilterSearch } from '#features/filters/useFilterSearch';
import { displayName } from '#features/i18n/displayName';
import { ReportFilterBar } from '../reports/ReportFilterBar';
import { MarkerTable } from './MarkerTable';
import { type MapArea, mapRequest, validateMapSearch, WHOLE_WORLD } from './mapFilters';
import { serviceNames } from './serviceNames';
import { useDebouncedValue } from './useDebouncedValue';
import { widgetMapMessages as m, widgetMapCountMessages } from './widgetMap.messages';

// deck.gl and the country outlines are the bulk of this page: they load after the filters and table.
const WorldMap = lazy(() => import('./WorldMap'));

const NO_MARKERS: MapMarker[] = [];

/**
 * /widget/reports/location: where visitor requests came from (spec §2 "Map"), filtered like the
 * other reports (the filters in the address) and by service; markers are merged by the API as the
 * map zooms out (spec §7 POST /admin/reports/map). The table under the map lists the same markers.
 * The route loads the filters' lists and the whole world's markers (`loadMap`); the markers of the
 * area in sight follow the map's zoom, which the address does not hold, so they are asked for here.
 */
export function LocationPage() {
  const intl = useIntl();
  const { queries } = useApp();
  const [search, setSearch] = useFilterSearch(validateMapSearch);
  const [area, setArea] = useState<MapArea>(WHOLE_WORLD);
  const settledArea = useDebouncedValue(area, 400);

  const request = mapRequest(search, settledArea);
  const markersQuery = useQuery({
    ...queries.reportMap(request ?? {}),
    // The end field says what is wrong with a reversed range; the API would refuse it.
    enabled: request !== null && !isReversedRange(search),
    // Panning or a reversed range keeps the last markers in sight instead of emptying the map.
    placeholderData: keepPreviousData,
    // A failure is the route's: its error component offers to load the page again.
    throwOnError: true,
  });
  const markers = request === null ? NO_MARKERS : (markersQuery.data ?? NO_MARKERS);

  const place = useCallback(
    (marker: MapMarker) =>
      marker.countries.length > 0
        ? intl.formatList(
            marker.countries.map((code) => displayName(intl, code, 'region') ?? code),
            { type: 'unit' },
          )
        : intl.formatMessage(m.unknownCountry),
    [intl],
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

  return (
    <Stack gap="lg">
      <PageHeader title={intl.formatMessage(m.title)} description={intl.formatMessage(m.description)} />
      <ReportFilterBar value={search} onChange={setSearch}>
        <Dropdown<ReportType>
          label={intl.formatMessage(m.service)}
          options={REPORT_TYPES.map((type) => ({
            value: type,
            label: intl.formatMessage(serviceNames[type]),
          }))}
          placeholderOption={intl.formatMessage(m.allServices)}
          value={search.service ?? null}
          onChange={(service) => setSearch({ ...search, service: service ?? undefined })}
        />
      </ReportFilterBar>
      {request === null && <Alert kind="info">{intl.formatMessage(m.nothingChosen)}</Alert>}
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
