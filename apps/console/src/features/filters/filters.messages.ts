import { defineMessages } from 'react-intl';

/** The filters every filtered page shares (widget reports, the map, the activity log). */
export const filterMessages = defineMessages({
  startDate: { id: 'widgetReports.startDate', defaultMessage: 'From' },
  endDate: { id: 'widgetReports.endDate', defaultMessage: 'To' },
  reversedRange: {
    id: 'widgetReports.reversedRange',
    defaultMessage: 'The end date must not be before the start date.',
  },
  clearFilters: { id: 'widgetReports.clearFilters', defaultMessage: 'Clear filters' },
});
