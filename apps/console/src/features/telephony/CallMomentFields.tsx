import { DateField, type DateFieldProps, TextField } from '@switchboard/ui';
import { defineMessages, type NoMessageValues, useIntl } from 'react-intl';
import type { CallMoment } from './callMoment';

const m = defineMessages<{ day: NoMessageValues; time: NoMessageValues }>({
  day: { id: 'telephony.moment.day', defaultMessage: 'Day of the call' },
  time: { id: 'telephony.moment.time', defaultMessage: 'Time of the call (HH:MM, your time)' },
});

export interface CallMomentFieldsProps {
  value: CallMoment;
  onChange: (moment: CallMoment) => void;
  /** What an empty day means here (now, and which rates or timeslots that picks). */
  hint?: string;
  /** The API's message for the moment sent. */
  error?: DateFieldProps['error'] | undefined;
}

/**
 * When a tested call happens: the day and the time on the user's clock. Timeslots open and close
 * by the hour, so the route tester, the trunk rule test and the flow simulator all ask for both.
 */
export function CallMomentFields({ value, onChange, hint, error }: CallMomentFieldsProps) {
  const intl = useIntl();
  return (
    <>
      <DateField
        label={intl.formatMessage(m.day)}
        {...(hint ? { hint } : {})}
        value={value.day}
        onChange={(day) => onChange({ ...value, day })}
        error={error}
      />
      <TextField
        label={intl.formatMessage(m.time)}
        value={value.time}
        onChange={(time) => onChange({ ...value, time })}
        dir="ltr"
        inputMode="numeric"
        autoComplete="off"
      />
    </>
  );
}
