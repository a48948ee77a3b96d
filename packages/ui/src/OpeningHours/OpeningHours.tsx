import { type FieldsetHTMLAttributes, type ReactNode, useMemo } from 'react';
import { useIntl } from 'react-intl';
import * as styles from './OpeningHours.css';
import { openingHoursMessages } from './OpeningHours.messages';
import {
  type DayHours,
  type OpeningHoursValue,
  validateOpeningHours,
  type Weekday,
} from './OpeningHours.model';
import { OpeningHoursDay } from './OpeningHoursDay';

/** Monday 1 January 2024 (UTC): fixed reference dates for localised weekday names. */
const referenceMonday = Date.UTC(2024, 0, 1);
const dayMs = 24 * 60 * 60 * 1000;

export interface OpeningHoursProps
  extends Omit<FieldsetHTMLAttributes<HTMLFieldSetElement>, 'onChange' | 'defaultValue'> {
  /** The days to edit, in display order and Monday first, as the caller's data keys them. */
  days: readonly Weekday[];
  /** The week's hours, one entry per day of `days` (see `emptyWeek(days)`). */
  value: OpeningHoursValue;
  /** Called with the whole new week on every edit. */
  onChange?: (next: OpeningHoursValue) => void;
  /** Heading naming the whole editor. @default 'Opening hours' */
  label?: string;
  /** Errors per day from the caller (e.g. the server); the day's own validation message wins. */
  errors?: Partial<Record<Weekday, ReactNode>>;
  /** Disables every control. @default false */
  disabled?: boolean;
}

/**
 * Weekly opening hours: per day a closed checkbox and from–to ranges, validated live (each range must
 * end after it starts; ranges must not overlap). Rows carry `data-closed` for closed days.
 */
export function OpeningHours({
  days,
  value,
  onChange,
  label,
  errors,
  disabled = false,
  className,
  ...props
}: OpeningHoursProps) {
  const intl = useIntl();
  const issues = useMemo(() => validateOpeningHours(value), [value]);
  const dayNames = useMemo(
    () =>
      days.map((_, index) =>
        intl.formatDate(referenceMonday + index * dayMs, { weekday: 'long', timeZone: 'UTC' }),
      ),
    [intl, days],
  );

  const setDay = (day: Weekday, next: DayHours) => onChange?.({ ...value, [day]: next });
  const copyToAll = (source: Weekday) => {
    const { closed, ranges } = value[source];
    onChange?.(
      Object.fromEntries(
        days.map((day) => [day, { closed, ranges: ranges.map((range) => ({ ...range })) }]),
      ) as unknown as OpeningHoursValue,
    );
  };

  return (
    <fieldset
      {...props}
      className={className ? `${styles.root} ${className}` : styles.root}
      disabled={disabled}
    >
      <legend className={styles.heading}>{label ?? intl.formatMessage(openingHoursMessages.label)}</legend>
      {days.map((day, index) => {
        const issue = issues[day] ?? null;
        return (
          <OpeningHoursDay
            key={day}
            dayName={dayNames[index] ?? day}
            value={value[day]}
            onChange={(next) => setDay(day, next)}
            onCopyToAll={() => copyToAll(day)}
            issue={issue}
            error={issue ? intl.formatMessage(openingHoursMessages[issue.kind]) : errors?.[day]}
            disabled={disabled}
          />
        );
      })}
    </fieldset>
  );
}
