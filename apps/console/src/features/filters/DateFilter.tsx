import { DateField } from '@switchboard/ui';
import { useState } from 'react';

/** No report predates this day; an earlier year is one still being typed ('2' of '2026'). */
const EARLIEST = '2000-01-01';

/**
 * A day of a report's range, typed part by part in the kit's DateField. The date is kept here while
 * it is being typed; only a whole date from EARLIEST on, or none, becomes the filter.
 */
export function DateFilter({
  label,
  value,
  error,
  onChange,
}: {
  label: string;
  value: string | undefined;
  error?: string | undefined;
  onChange: (date: string | undefined) => void;
}) {
  const [date, setDate] = useState(value ?? null);
  const [shown, setShown] = useState(value);
  // A change from outside (clearing the filters, going back) replaces what was typed.
  if (value !== shown) {
    setShown(value);
    setDate(value ?? null);
  }
  return (
    <DateField
      label={label}
      value={date}
      min={EARLIEST}
      error={error}
      onChange={(next) => {
        setDate(next);
        if (next === null) onChange(undefined);
        else if (next >= EARLIEST) onChange(next);
      }}
    />
  );
}
