import { createFileRoute, redirect } from '@tanstack/react-router';
import { LocationPage } from '#features/widget/map/LocationPage';
import { lastThirtyDays, validateMapSearch } from '#features/widget/map/mapFilters';
import { loadMap } from '#features/widget/map/mapLoader';

/** The map of visitor requests, filtered by the address like the other reports. */
export const Route = createFileRoute('/_app/widget/_verified/reports/location')({
  validateSearch: validateMapSearch,
  // Opened without a time, the map shows the last 30 days, written into the address like a chosen
  // range. Only on arrival: dates cleared on the page stay cleared (then nothing is asked, spec §7).
  beforeLoad: ({ search, cause }) => {
    if (cause === 'enter' && search.start === undefined && search.end === undefined) {
      throw redirect({
        to: '/widget/reports/location',
        search: { ...search, ...lastThirtyDays() },
        replace: true,
      });
    }
  },
  // The root keeps the raw query: what this route's validator dropped must not reach the loader.
  loaderDeps: ({ search }) => validateMapSearch({ ...search }),
  loader: ({ context, deps }) => loadMap(context, deps),
  component: LocationPage,
});
