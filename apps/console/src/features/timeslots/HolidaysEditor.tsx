import type { TimeslotException } from '@switchboard/contract';
import { Alert, Button, DateField, Icon, Stack, Switch, TextField } from '@switchboard/ui';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { timeslotsMessages as m } from './timeslots.messages';

export interface HolidaysEditorProps {
  label: string;
  value: TimeslotException[];
  onChange: (next: TimeslotException[]) => void;
  error: string | undefined;
}

/** A new holiday: no date yet, closed all day. */
const blank = (): TimeslotException => ({ date: '', description: '', closed: true, ranges: [] });

/**
 * A timeslot's dated exceptions: per holiday its date, its name and whether it is closed all day or
 * open during one range (its hours replace the weekday's). Rows are added and removed by buttons,
 * so the whole list works by keyboard.
 */
export function HolidaysEditor({ label, value, onChange, error }: HolidaysEditorProps) {
  const intl = useIntl();
  const update = (index: number, change: Partial<TimeslotException>) =>
    onChange(value.map((holiday, i) => (i === index ? { ...holiday, ...change } : holiday)));
  const range = (holiday: TimeslotException) => holiday.ranges[0] ?? { from: '', to: '' };
  const headingId = useId();
  return (
    <Stack gap="sm" role="group" aria-labelledby={headingId}>
      <h3 id={headingId}>{label}</h3>
      <p>{intl.formatMessage(m.holidaysHint)}</p>
      <Stack gap="md">
        {value.length === 0 && <p>{intl.formatMessage(m.noHolidays)}</p>}
        {value.map((holiday, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a holiday has no id until saved; rows only grow at the end or are removed by their button
          <Stack key={index} direction="row" gap="sm" align="end" wrap>
            <DateField
              label={intl.formatMessage(m.date)}
              value={holiday.date || null}
              onChange={(date) => update(index, { date: date ?? '' })}
              required
            />
            <TextField
              label={intl.formatMessage(m.holidayDescription)}
              value={holiday.description}
              onChange={(description) => update(index, { description })}
            />
            <Switch
              label={intl.formatMessage(m.closedAllDay)}
              checked={holiday.closed}
              onChange={(closed) =>
                update(index, { closed, ranges: closed ? [] : [{ from: '09:00', to: '12:00' }] })
              }
            />
            {!holiday.closed && (
              <>
                <TextField
                  label={intl.formatMessage(m.opens)}
                  value={range(holiday).from}
                  dir="ltr"
                  inputMode="numeric"
                  onChange={(from) => update(index, { ranges: [{ ...range(holiday), from }] })}
                />
                <TextField
                  label={intl.formatMessage(m.closes)}
                  value={range(holiday).to}
                  dir="ltr"
                  inputMode="numeric"
                  onChange={(to) => update(index, { ranges: [{ ...range(holiday), to }] })}
                />
              </>
            )}
            <Button
              kind="ghost"
              icon={<Icon name="trash" />}
              aria-label={intl.formatMessage(m.removeHoliday, { date: holiday.date })}
              onClick={() => onChange(value.filter((_, i) => i !== index))}
            />
          </Stack>
        ))}
        <div>
          <Button icon={<Icon name="plus" />} onClick={() => onChange([...value, blank()])}>
            {intl.formatMessage(m.addHoliday)}
          </Button>
        </div>
        {error && <Alert kind="danger">{error}</Alert>}
      </Stack>
    </Stack>
  );
}
