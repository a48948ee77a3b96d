import {
  type OpeningHours as Hours,
  TIMEZONE_PLACEHOLDER,
  type Timeslot,
  type TimeslotException,
  type Timezone,
  type timeslotResource,
  WEEKDAYS,
} from '@switchboard/contract';
import { OpeningHours } from '@switchboard/ui';
import type { ResourceForm } from '../resource/ResourceDialog';
import type { ResourceSelect } from '../resource/SelectField';
import { HolidaysEditor } from './HolidaysEditor';
import { timeslotsMessages as m } from './timeslots.messages';

type TimeslotValues = {
  description: string;
  priority: string;
  timezone: string | null;
  is_active: boolean;
  hours: Hours;
  exceptions: TimeslotException[];
};

const timezoneSelect: ResourceSelect<Timeslot, Timezone> = {
  query: (q) => q.timezones(),
  option: (zone) => (zone.name === TIMEZONE_PLACEHOLDER ? null : { value: zone.name, label: zone.name }),
  placeholder: m.selectTimezone,
  searchable: true,
  current: (timeslot) => timeslot.timezone,
};

const open = { closed: false, ranges: [{ from: '09:00', to: '17:00' }] };
const closed = { closed: true, ranges: [] };
/** A new timeslot: office hours, Monday to Friday 09:00–17:00. */
const officeHours = (): Hours => ({
  monday: open,
  tuesday: open,
  wednesday: open,
  thursday: open,
  friday: open,
  saturday: closed,
  sunday: closed,
});

const body = (values: TimeslotValues) => ({
  description: values.description.trim(),
  priority: values.priority as unknown as number,
  timezone: values.timezone,
  is_active: values.is_active ? (1 as const) : (0 as const),
  hours: values.hours,
  exceptions: values.exceptions.map((holiday) => ({ ...holiday, description: holiday.description.trim() })),
});

/**
 * 'Add timeslot' / 'Edit timeslot' (spec §3 Timeslot): description, priority, time zone, is active,
 * the kit's opening hours per weekday and the holidays whose hours replace a weekday's.
 */
export const timeslotForm: ResourceForm<typeof timeslotResource, TimeslotValues> = {
  createTitle: m.add,
  editTitle: m.editTitle,
  width: 'large',
  fields: [
    { name: 'description', label: m.timeslotDescription, requiredOnCreate: true },
    { name: 'priority', label: m.priority, numbersOnly: true, hint: m.priorityHint, requiredOnCreate: true },
    { name: 'timezone', label: m.timezone, select: timezoneSelect as ResourceSelect<Timeslot> },
    { name: 'is_active', label: m.isActive, kind: 'switch' },
    {
      name: 'hours',
      label: m.hours,
      render: (field) => (
        <OpeningHours
          days={WEEKDAYS}
          label={field.label}
          value={field.value as Hours}
          onChange={(next) => field.onChange(next)}
        />
      ),
    },
    {
      name: 'exceptions',
      label: m.holidays,
      render: (field) => (
        <HolidaysEditor
          label={field.label}
          value={field.value as TimeslotException[]}
          onChange={(next) => field.onChange(next)}
          error={field.error}
        />
      ),
    },
  ],
  initialValues: (timeslot) => ({
    description: timeslot?.description ?? '',
    priority: String(timeslot?.priority ?? 0),
    timezone: timeslot?.timezone ?? null,
    is_active: timeslot ? timeslot.is_active === 1 : true,
    hours: timeslot?.hours ?? officeHours(),
    exceptions: timeslot?.exceptions ?? [],
  }),
  createBody: body,
  updateBody: body,
};
