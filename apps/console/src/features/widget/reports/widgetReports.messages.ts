import { defineMessages, type NoMessageValues } from 'react-intl';

type None = NoMessageValues;

/** The widget's reports (spec §2, §7 Reports): the filter bar, the statistics pages and the overviews. */
export const widgetReportsMessages = defineMessages<{
  filters: None;
  widget: None;
  office: None;
  department: None;
  allWidgets: None;
  allOffices: None;
  allDepartments: None;
  reportsDescription: None;
  statsTitle: None;
  statsDescription: None;
  pageDescription: None;
  total: { total: number };
  capped: { limit: number; total: number };
  statsFailed: None;
  daily: None;
  day: None;
  count: None;
  days: None;
  requests: None;
  date: None;
  country: None;
  name: None;
  email: None;
  phone: None;
  subject: None;
  message: None;
  attachment: None;
  download: { name: string };
  downloadFailed: None;
  requestCount: { count: number };
  totals: None;
  mapText: None;
}>({
  filters: { id: 'widgetReports.filters', defaultMessage: 'Report filters' },
  widget: { id: 'widgetReports.widget', defaultMessage: 'Widget' },
  office: { id: 'widgetReports.office', defaultMessage: 'Office' },
  department: { id: 'widgetReports.department', defaultMessage: 'Department' },
  allWidgets: { id: 'widgetReports.allWidgets', defaultMessage: 'All widgets' },
  allOffices: { id: 'widgetReports.allOffices', defaultMessage: 'All offices' },
  allDepartments: { id: 'widgetReports.allDepartments', defaultMessage: 'All departments' },
  reportsDescription: {
    id: 'widgetReports.reportsDescription',
    defaultMessage: 'What visitors asked for through your widgets, and where they were.',
  },
  statsTitle: { id: 'widgetReports.statsTitle', defaultMessage: 'Statistics' },
  statsDescription: {
    id: 'widgetReports.statsDescription',
    defaultMessage: 'How many requests of each kind visitors made in the chosen period.',
  },
  pageDescription: {
    id: 'widgetReports.pageDescription',
    defaultMessage: 'The requests visitors made through your widgets, newest first.',
  },
  total: { id: 'widgetReports.total', defaultMessage: 'Total: {total, number}' },
  capped: {
    id: 'widgetReports.capped',
    defaultMessage: 'Showing the newest {limit, number} of {total, number}',
  },
  statsFailed: { id: 'widgetReports.statsFailed', defaultMessage: 'Unable to load the statistics' },
  daily: { id: 'widgetReports.daily', defaultMessage: 'Requests per day' },
  day: { id: 'widgetReports.day', defaultMessage: 'Day' },
  count: { id: 'widgetReports.count', defaultMessage: 'Requests' },
  days: { id: 'widgetReports.days', defaultMessage: 'days' },
  requests: { id: 'widgetReports.requests', defaultMessage: 'requests' },
  date: { id: 'widgetReports.date', defaultMessage: 'Date' },
  country: { id: 'widgetReports.country', defaultMessage: 'Country' },
  name: { id: 'widgetReports.name', defaultMessage: 'Name' },
  email: { id: 'widgetReports.email', defaultMessage: 'Email' },
  phone: { id: 'widgetReports.phone', defaultMessage: 'Phone' },
  subject: { id: 'widgetReports.subject', defaultMessage: 'Subject' },
  message: { id: 'widgetReports.message', defaultMessage: 'Message' },
  attachment: { id: 'widgetReports.attachment', defaultMessage: 'Attachment' },
  download: { id: 'widgetReports.download', defaultMessage: 'Download {name}' },
  // Spec §8, word for word.
  downloadFailed: { id: 'widgetReports.downloadFailed', defaultMessage: 'error downloading the file' },
  requestCount: {
    id: 'widgetReports.requestCount',
    defaultMessage: '{count, plural, one {# request} other {# requests}}',
  },
  totals: { id: 'widgetReports.totals', defaultMessage: 'Requests per kind' },
  mapText: {
    id: 'widgetReports.mapText',
    defaultMessage: 'Where visitors were when they got in touch, on a map.',
  },
});
