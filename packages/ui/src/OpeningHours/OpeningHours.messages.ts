import { defineMessages, type NoMessageValues, type TypedMessageDescriptor } from 'react-intl';

type None = NoMessageValues;
type Day = { day: string };
type DayRange = { day: string; index: number };

/** The values each message takes, so `formatMessage` checks them. */
type OpeningHoursMessageValues = {
  label: None;
  closed: None;
  closedLabel: Day;
  from: DayRange;
  to: DayRange;
  addRange: None;
  addRangeLabel: Day;
  removeRange: DayRange;
  copy: None;
  copyLabel: Day;
  noHours: None;
  incomplete: None;
  order: None;
  overlap: None;
};

// Annotated so declarations name react-intl's type rather than its transitive intl-messageformat.
export const openingHoursMessages: {
  [K in keyof OpeningHoursMessageValues]: TypedMessageDescriptor<OpeningHoursMessageValues[K]>;
} = defineMessages<OpeningHoursMessageValues>({
  label: { id: 'ui.openingHours.label', defaultMessage: 'Opening hours' },
  closed: { id: 'ui.openingHours.closed', defaultMessage: 'Closed' },
  closedLabel: { id: 'ui.openingHours.closedLabel', defaultMessage: 'Closed on {day}' },
  from: { id: 'ui.openingHours.from', defaultMessage: '{day} from {index, number}' },
  to: { id: 'ui.openingHours.to', defaultMessage: '{day} to {index, number}' },
  addRange: { id: 'ui.openingHours.addRange', defaultMessage: 'Add hours' },
  addRangeLabel: { id: 'ui.openingHours.addRangeLabel', defaultMessage: 'Add hours on {day}' },
  removeRange: { id: 'ui.openingHours.removeRange', defaultMessage: 'Remove {day} range {index, number}' },
  copy: { id: 'ui.openingHours.copy', defaultMessage: 'Copy to all days' },
  copyLabel: { id: 'ui.openingHours.copyLabel', defaultMessage: 'Copy to all days from {day}' },
  noHours: { id: 'ui.openingHours.noHours', defaultMessage: 'No hours set' },
  incomplete: { id: 'ui.openingHours.incomplete', defaultMessage: 'Enter both a start and an end time.' },
  order: { id: 'ui.openingHours.order', defaultMessage: 'The end time must be after the start time.' },
  overlap: { id: 'ui.openingHours.overlap', defaultMessage: 'Time ranges must not overlap.' },
});
