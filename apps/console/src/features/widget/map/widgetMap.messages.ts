import { defineMessages } from 'react-intl';

/** The map of visitor requests (/widget/reports/location, spec §2 "Map"). */
export const widgetMapMessages = defineMessages({
  title: { id: 'widgetMap.title', defaultMessage: 'Locations on map' },
  description: {
    id: 'widgetMap.description',
    defaultMessage: 'Where your visitors made their requests from, located by their IP address.',
  },
  service: { id: 'widgetMap.service', defaultMessage: 'Service' },
  allServices: { id: 'widgetMap.allServices', defaultMessage: 'All services' },
  nothingChosen: {
    id: 'widgetMap.nothingChosen',
    defaultMessage: 'Choose a time range or a filter to see requests.',
  },
  empty: { id: 'widgetMap.empty', defaultMessage: 'No requests in this period' },
  loading: { id: 'widgetMap.loading', defaultMessage: 'Loading map' },
  mapLabel: {
    id: 'widgetMap.mapLabel',
    defaultMessage: 'World map of the requests; the table below lists the same markers.',
  },
  noWebgl: {
    id: 'widgetMap.noWebgl',
    defaultMessage:
      'The map cannot be drawn because this browser offers no WebGL. The requests are listed in the table below.',
  },
  tableLabel: { id: 'widgetMap.tableLabel', defaultMessage: 'Requests by location' },
  noun: { id: 'widgetMap.noun', defaultMessage: 'locations' },
  country: { id: 'widgetMap.country', defaultMessage: 'Country' },
  unknownCountry: { id: 'widgetMap.unknownCountry', defaultMessage: 'Unknown' },
  requests: { id: 'widgetMap.requests', defaultMessage: 'Requests' },
});

/** Texts with values. */
export const widgetMapCountMessages = defineMessages<{ requestCount: { count: number } }>({
  requestCount: {
    id: 'widgetMap.requestCount',
    defaultMessage: '{count, plural, one {# request} other {# requests}}',
  },
});
