import { useIntl } from 'react-intl';
import { DateFilter } from './DateFilter';
import { type DateRangeSearch, isReversedRange } from './dateRange';
import { filterMessages as m } from './filters.messages';

/**
 * The first and last day of a page's filters, placed in the caller's row; an end before the start
 * says so under the end. `onChange` gets the whole filters with the changed day, so a page's own
 * keys pass through.
 */
export function DateRangeFilters<S extends DateRangeSearch>({
  value,
  onChange,
}: {
  value: S;
  onChange: (next: S) => void;
}) {
  const intl = useIntl();
  return (
    <>
      <DateFilter
        label={intl.formatMessage(m.startDate)}
        value={value.start}
        onChange={(start) => onChange({ ...value, start })}
      />
      <DateFilter
        label={intl.formatMessage(m.endDate)}
        value={value.end}
        error={isReversedRange(value) ? intl.formatMessage(m.reversedRange) : undefined}
        onChange={(end) => onChange({ ...value, end })}
      />
    </>
  );
}
