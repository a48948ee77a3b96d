import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../Button/Button';
import { fieldControlClass } from '../Field';
import { Icon } from '../Icon/Icon';
import * as styles from './OpeningHours.css';
import { openingHoursMessages } from './OpeningHours.messages';
import { type DayHours, nextRange, type OpeningHoursIssue, type TimeRange } from './OpeningHours.model';

export interface OpeningHoursDayProps {
  /** Localised day name; names the row and every control in it. */
  dayName: string;
  /** This day's hours. */
  value: DayHours;
  /** Called with the day's new hours. */
  onChange: (next: DayHours) => void;
  /** Copies this day's hours to every other day. */
  onCopyToAll: () => void;
  /** The day's validation problem; with `error`, marks that range's inputs invalid. */
  issue: OpeningHoursIssue | null;
  /** Error text shown under the ranges (validation first, then the caller's). */
  error?: ReactNode;
  /** Disables every control in the row. @default false */
  disabled?: boolean;
}

/** One weekday: name, closed checkbox, from–to ranges with add and remove, and copy to all days. */
export function OpeningHoursDay({
  dayName,
  value,
  onChange,
  onCopyToAll,
  issue,
  error,
  disabled = false,
}: OpeningHoursDayProps) {
  const intl = useIntl();
  const id = useId();
  const nameId = `${id}-name`;
  const errorId = `${id}-error`;
  const focusFrom = useRef<number | null>(null);

  useEffect(() => {
    if (focusFrom.current === null) return;
    document.getElementById(`${id}-from-${focusFrom.current}`)?.focus();
    focusFrom.current = null;
  });

  const setRange = (index: number, patch: Partial<TimeRange>) =>
    onChange({
      ...value,
      ranges: value.ranges.map((range, i) => (i === index ? { ...range, ...patch } : range)),
    });
  const addRange = () => {
    focusFrom.current = value.ranges.length;
    onChange({ ...value, ranges: [...value.ranges, nextRange(value.ranges)] });
  };
  const removeRange = (index: number) =>
    onChange({ ...value, ranges: value.ranges.filter((_, i) => i !== index) });

  const timeInput = (index: number, end: 'from' | 'to') => {
    // A validation issue points at one range; a caller's error concerns the whole day.
    const invalid = Boolean(error) && (issue ? issue.range === index : true);
    return (
      <input
        id={`${id}-${end}-${index}`}
        type="time"
        className={`${fieldControlClass} ${styles.time}`}
        value={value.ranges[index]?.[end] ?? ''}
        disabled={disabled}
        aria-label={intl.formatMessage(openingHoursMessages[end], { day: dayName, index: index + 1 })}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? errorId : undefined}
        onChange={(event) => setRange(index, { [end]: event.target.value })}
      />
    );
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: the row is a grid, and a fieldset's legend cannot be a grid cell
    <div role="group" aria-labelledby={nameId} className={styles.day} data-closed={value.closed || undefined}>
      <span id={nameId} className={styles.dayName}>
        {dayName}
      </span>
      <label className={styles.closed}>
        <input
          type="checkbox"
          className={styles.checkbox}
          checked={value.closed}
          disabled={disabled}
          aria-label={intl.formatMessage(openingHoursMessages.closedLabel, { day: dayName })}
          onChange={(event) => onChange({ ...value, closed: event.target.checked })}
        />
        {intl.formatMessage(openingHoursMessages.closed)}
      </label>
      <div className={styles.ranges}>
        {!value.closed && (
          <>
            {value.ranges.length === 0 && (
              <span className={styles.noHours}>{intl.formatMessage(openingHoursMessages.noHours)}</span>
            )}
            {value.ranges.map((_, index) => (
              // Ranges have no identity of their own; their position is what the labels name.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <div key={index} className={styles.range}>
                {timeInput(index, 'from')}
                <span aria-hidden="true">–</span>
                {timeInput(index, 'to')}
                <Button
                  kind="ghost"
                  size="small"
                  icon={<Icon name="trash" />}
                  disabled={disabled}
                  aria-label={intl.formatMessage(openingHoursMessages.removeRange, {
                    day: dayName,
                    index: index + 1,
                  })}
                  onClick={() => removeRange(index)}
                />
              </div>
            ))}
            <Button
              kind="ghost"
              size="small"
              icon={<Icon name="plus" />}
              disabled={disabled}
              aria-label={intl.formatMessage(openingHoursMessages.addRangeLabel, { day: dayName })}
              onClick={addRange}
              className={styles.add}
            >
              {intl.formatMessage(openingHoursMessages.addRange)}
            </Button>
          </>
        )}
        {error && (
          <p id={errorId} role="alert" className={styles.error}>
            {error}
          </p>
        )}
      </div>
      <Button
        kind="ghost"
        size="small"
        icon={<Icon name="copy" />}
        disabled={disabled}
        aria-label={intl.formatMessage(openingHoursMessages.copyLabel, { day: dayName })}
        onClick={onCopyToAll}
        className={styles.copy}
      >
        {intl.formatMessage(openingHoursMessages.copy)}
      </Button>
    </div>
  );
}
