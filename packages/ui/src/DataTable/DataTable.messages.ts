import { defineMessages, type NoMessageValues, type TypedMessageDescriptor } from 'react-intl';

type None = NoMessageValues;

/** The values each message takes, so `formatMessage` checks them. */
type DataTableMessageValues = {
  report: { first: number; last: number; total: number; noun: string };
  defaultNoun: None;
  empty: None;
  search: None;
  pageSize: None;
  exportXlsx: None;
  exportCsv: None;
  pagination: None;
  firstPage: None;
  previousPage: None;
  nextPage: None;
  lastPage: None;
  page: { page: number };
  selectAll: None;
  selectRow: { row: string };
  rowNumber: { index: number };
  selected: { count: number };
  clearSelection: None;
  actions: None;
  selection: None;
};

export const dataTableMessages: {
  readonly [K in keyof DataTableMessageValues]: TypedMessageDescriptor<DataTableMessageValues[K]>;
} = defineMessages<DataTableMessageValues>({
  report: {
    id: 'ui.dataTable.report',
    defaultMessage: 'Showing {first, number} to {last, number} of {total, number} {noun}',
  },
  defaultNoun: { id: 'ui.dataTable.defaultNoun', defaultMessage: 'entries' },
  empty: { id: 'ui.dataTable.empty', defaultMessage: 'No data available in table' },
  search: { id: 'ui.dataTable.search', defaultMessage: 'Search' },
  pageSize: { id: 'ui.dataTable.pageSize', defaultMessage: 'Rows per page' },
  exportXlsx: { id: 'ui.dataTable.exportXlsx', defaultMessage: 'Export xlsx' },
  exportCsv: { id: 'ui.dataTable.exportCsv', defaultMessage: 'Export csv' },
  pagination: { id: 'ui.dataTable.pagination', defaultMessage: 'Pagination' },
  firstPage: { id: 'ui.dataTable.firstPage', defaultMessage: 'First page' },
  previousPage: { id: 'ui.dataTable.previousPage', defaultMessage: 'Previous page' },
  nextPage: { id: 'ui.dataTable.nextPage', defaultMessage: 'Next page' },
  lastPage: { id: 'ui.dataTable.lastPage', defaultMessage: 'Last page' },
  page: { id: 'ui.dataTable.page', defaultMessage: 'Page {page, number}' },
  selectAll: { id: 'ui.dataTable.selectAll', defaultMessage: 'Select all rows on this page' },
  selectRow: { id: 'ui.dataTable.selectRow', defaultMessage: 'Select {row}' },
  rowNumber: { id: 'ui.dataTable.rowNumber', defaultMessage: 'row {index, number}' },
  selected: {
    id: 'ui.dataTable.selected',
    defaultMessage: '{count, plural, one {# row selected} other {# rows selected}}',
  },
  clearSelection: { id: 'ui.dataTable.clearSelection', defaultMessage: 'Clear selection' },
  actions: { id: 'ui.dataTable.actions', defaultMessage: 'Actions' },
  selection: { id: 'ui.dataTable.selection', defaultMessage: 'Selection' },
});
