import { DIAL_STATUSES, MESSAGE_STATUSES } from '@switchboard/contract';
import { DateRangePicker, Dropdown, Stack, TextField } from '@switchboard/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ClearFiltersButton } from '#features/filters/ClearFiltersButton';
import { compactSearch } from '#features/filters/dateRange';
import { filterMessages } from '#features/filters/filters.messages';
import { enumLabels } from '#features/i18n/enumLabels';
import { callReportsMessages as m } from './callReports.messages';
import { periodOf, periodProblem, type ReportSearch } from './reportSearch';

/**
 * The period, the number and the result, written to the address; a page's own keys (the PBX
 * reports' tab) are kept. The number applies on Enter or when the field is left, not at every
 * digit (each would be a report of its own). `kind` picks the results offered.
 */
export function ReportFilters<S extends ReportSearch>({
  kind,
  search,
  onChange,
}: {
  kind: 'calls' | 'messages';
  search: S;
  onChange: (next: S) => void;
}) {
  const intl = useIntl();
  const period = periodOf(search);
  const problem = periodProblem(period);
  const [number, setNumber] = useState(search.number ?? '');
  const [shown, setShown] = useState(search.number);
  if (search.number !== shown) {
    setShown(search.number);
    setNumber(search.number ?? '');
  }
  const applyNumber = () => {
    const digits = number.trim();
    if (digits !== (search.number ?? '')) onChange({ ...search, number: digits || undefined });
  };
  const options =
    kind === 'messages'
      ? MESSAGE_STATUSES.map((value) => ({
          value,
          label: intl.formatMessage(enumLabels.MESSAGE_STATUSES[value]),
        }))
      : DIAL_STATUSES.map((value) => ({ value, label: intl.formatMessage(enumLabels.DIAL_STATUSES[value]) }));
  return (
    <form
      aria-label={intl.formatMessage(m.filters)}
      onSubmit={(event) => {
        event.preventDefault();
        applyNumber();
      }}
    >
      <Stack direction="row" gap="md" wrap align="end">
        <DateRangePicker
          label={intl.formatMessage(m.period)}
          value={{ start: period.from, end: period.to }}
          hint={intl.formatMessage(m.periodHint)}
          error={
            problem === 'tooLong'
              ? intl.formatMessage(m.periodTooLong)
              : problem === 'reversed'
                ? intl.formatMessage(filterMessages.reversedRange)
                : undefined
          }
          onChange={(range) => onChange({ ...search, start: range?.start, end: range?.end })}
        />
        <TextField
          label={intl.formatMessage(m.number)}
          hint={intl.formatMessage(m.numberHint)}
          inputMode="numeric"
          value={number}
          onChange={(value) => setNumber(value.replace(/[^\d+]/g, ''))}
          onBlur={applyNumber}
        />
        <Dropdown<string>
          label={intl.formatMessage(m.result)}
          options={options}
          value={search.result ?? null}
          placeholderOption={intl.formatMessage(m.anyResult)}
          onChange={(result) => onChange({ ...search, result: result ?? undefined })}
        />
        <ClearFiltersButton
          value={compactSearch({
            start: search.start,
            end: search.end,
            number: search.number,
            result: search.result,
          })}
          onClear={() =>
            onChange({ ...search, start: undefined, end: undefined, number: undefined, result: undefined })
          }
        />
      </Stack>
    </form>
  );
}
