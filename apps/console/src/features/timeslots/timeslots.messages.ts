import { defineMessages, type NoMessageValues } from 'react-intl';

type None = NoMessageValues;

/** The timeslot list and dialog (spec §3 Timeslot), with its holidays. */
export const timeslotsMessages = defineMessages<{
  title: None;
  description: None;
  tableLabel: None;
  noun: None;
  add: None;
  editTitle: None;
  timeslotDescription: None;
  priority: None;
  priorityHint: None;
  timezone: None;
  selectTimezone: None;
  isActive: None;
  hours: None;
  holidays: None;
  holidaysHint: None;
  addHoliday: None;
  removeHoliday: { date: string };
  date: None;
  holidayDescription: None;
  closedAllDay: None;
  opens: None;
  closes: None;
  noHolidays: None;
}>({
  title: { id: 'xpbx.timeslots.title', defaultMessage: 'Timeslots' },
  description: {
    id: 'xpbx.timeslots.description',
    defaultMessage: 'Opening hours and holidays your call flows and rules follow.',
  },
  tableLabel: { id: 'xpbx.timeslots.table', defaultMessage: 'Timeslots' },
  noun: { id: 'xpbx.timeslots.noun', defaultMessage: 'timeslots' },
  add: { id: 'xpbx.timeslots.add', defaultMessage: 'Add timeslot' },
  editTitle: { id: 'xpbx.timeslots.editTitle', defaultMessage: 'Edit timeslot' },
  timeslotDescription: { id: 'xpbx.timeslots.field.description', defaultMessage: 'Description' },
  priority: { id: 'xpbx.timeslots.field.priority', defaultMessage: 'Priority' },
  priorityHint: { id: 'xpbx.timeslots.priorityHint', defaultMessage: 'Lower numbers are considered first.' },
  timezone: { id: 'xpbx.timeslots.field.timezone', defaultMessage: 'Timezone' },
  selectTimezone: { id: 'xpbx.timeslots.selectTimezone', defaultMessage: 'Select timezone' },
  isActive: { id: 'xpbx.timeslots.field.isActive', defaultMessage: 'Is active' },
  hours: { id: 'xpbx.timeslots.field.hours', defaultMessage: 'Opening hours' },
  holidays: { id: 'xpbx.timeslots.field.holidays', defaultMessage: 'Holidays' },
  holidaysHint: {
    id: 'xpbx.timeslots.holidaysHint',
    defaultMessage: "On these dates their own hours replace the weekday's.",
  },
  addHoliday: { id: 'xpbx.timeslots.addHoliday', defaultMessage: 'Add holiday' },
  removeHoliday: { id: 'xpbx.timeslots.removeHoliday', defaultMessage: 'Remove holiday {date}' },
  date: { id: 'xpbx.timeslots.field.date', defaultMessage: 'Date' },
  holidayDescription: { id: 'xpbx.timeslots.field.holidayDescription', defaultMessage: 'Holiday name' },
  closedAllDay: { id: 'xpbx.timeslots.closedAllDay', defaultMessage: 'Closed all day' },
  opens: { id: 'xpbx.timeslots.opens', defaultMessage: 'Opens (HH:MM)' },
  closes: { id: 'xpbx.timeslots.closes', defaultMessage: 'Closes (HH:MM)' },
  noHolidays: { id: 'xpbx.timeslots.noHolidays', defaultMessage: 'No holidays yet.' },
});
