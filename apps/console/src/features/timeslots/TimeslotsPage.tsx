import { timeslotResource } from '@switchboard/contract';
import { ResourcePage } from '../resource/ResourcePage';
import { timeslotsMessages as m } from './timeslots.messages';

// The form's date fields (react-aria) load with its dialog, not with the table.
const loadTimeslotForm = () => import('./timeslotForm').then((module) => module.timeslotForm);

const messages = {
  title: m.title,
  description: m.description,
  tableLabel: m.tableLabel,
  noun: m.noun,
  columns: { description: m.timeslotDescription, priority: m.priority, timezone: m.timezone },
};

/** /xpbx/settings/timeslots: the timeslots (spec §3 Timeslot: description, priority, is active). */
export function TimeslotsPage() {
  return (
    <ResourcePage
      resource={timeslotResource}
      messages={messages}
      form={loadTimeslotForm}
      newLabel={m.add}
      exportFileName="timeslots"
    />
  );
}
