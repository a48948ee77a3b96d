import { TextField } from '@switchboard/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { isReportDate } from './reportSearch';
import { widgetReportsMessages as m } from './widgetReports.messages';

/**
 * A day of a report's range, typed as `YYYY-MM-DD` (the kit's TextField offers no date type). The
 * text is kept here while it is being typed; only a whole date, or nothing, becomes the filter.
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
  const intl = useIntl();
  const [text, setText] = useState(value ?? '');
  const [shown, setShown] = useState(value);
  // A change from outside (clearing the filters, going back) replaces what was typed.
  if (value !== shown) {
    setShown(value);
    setText(value ?? '');
  }
  const typed = text.trim();
  const malformed = typed !== '' && !isReportDate(typed);
  return (
    <TextField
      label={label}
      value={text}
      maxLength={10}
      inputMode="numeric"
      hint={intl.formatMessage(m.dateHint)}
      error={malformed ? intl.formatMessage(m.dateInvalid) : error}
      onChange={(next) => {
        setText(next);
        const day = next.trim();
        if (day === '') onChange(undefined);
        else if (isReportDate(day)) onChange(day);
      }}
    />
  );
}
