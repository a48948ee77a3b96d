import type { ReactNode } from 'react';
import {
  DateRangePicker as AriaDateRangePicker,
  Button,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  Dialog,
  Group,
  Heading,
  I18nProvider,
  Popover,
  RangeCalendar,
} from 'react-aria-components';
import { useIntl } from 'react-intl';
import { DateSegments } from '../DateField/DateSegments';
import { AriaFieldLabel, AriaFieldMessage } from '../Field/AriaFieldParts';
import { control, root } from '../Field/Field.css';
import { Icon } from '../Icon/Icon';
import { cx } from '../internal/cx';
import { fromIsoDate, toIsoDate } from '../internal/isoDate';
import { useModalContainer } from '../Modal/Modal';
import { type FieldErrorValue, firstMessage } from '../TextField/firstMessage';
import * as styles from './DateRangePicker.css';

/** A range of days as callers hold it: ISO `YYYY-MM-DD`, both ends included. */
export interface DateRange {
  start: string;
  end: string;
}

export interface DateRangePickerProps {
  /** Visible label naming the range. */
  label: ReactNode;
  /** The range (controlled); `null` for none. Leave undefined for an uncontrolled picker. */
  value?: DateRange | null;
  /** Initial range of an uncontrolled picker. @default null */
  defaultValue?: DateRange | null;
  /** Called with each complete range, and with `null` once both dates are cleared. */
  onChange?: (value: DateRange | null) => void;
  /** Earliest day that may be chosen, ISO `YYYY-MM-DD`. */
  min?: string;
  /** Latest day that may be chosen, ISO `YYYY-MM-DD`. */
  max?: string;
  /** Short help under the picker while there is no error. */
  hint?: ReactNode;
  /** Error under the picker; given a list of messages, only the first shows (spec §5). */
  error?: FieldErrorValue;
  /** Marks the range required (asterisk, `aria-required`). @default false */
  required?: boolean;
  /** Disables the picker. @default false */
  disabled?: boolean;
  /** Form field name of the first day, submitted as ISO `YYYY-MM-DD`. */
  startName?: string;
  /** Form field name of the last day, submitted as ISO `YYYY-MM-DD`. */
  endName?: string;
  /** Id of the root element. */
  id?: string;
  /** Class for the root element. */
  className?: string;
}

function fromIsoRange(range: DateRange | null | undefined) {
  const start = fromIsoDate(range?.start);
  const end = fromIsoDate(range?.end);
  return start && end ? { start, end } : null;
}

/**
 * Two dates typed part by part or picked in a calendar popover (react-aria DateRangePicker), shown
 * in the current locale and mirrored in right-to-left languages; callers hold ISO strings only.
 * State shows as data attributes: `data-open` on the root, `data-invalid`/`data-disabled`/
 * `data-focus-within` on the dates' box, `data-selected`, `data-selection-start`,
 * `data-selection-end` and `data-unavailable` on calendar days.
 */
export function DateRangePicker({
  label,
  value,
  defaultValue = null,
  onChange,
  min,
  max,
  hint,
  error,
  required = false,
  disabled = false,
  startName,
  endName,
  id,
  className,
}: DateRangePickerProps) {
  const intl = useIntl();
  const modalContainer = useModalContainer();
  const errorText = firstMessage(error);
  return (
    <I18nProvider locale={intl.locale}>
      <AriaDateRangePicker
        id={id}
        startName={startName}
        endName={endName}
        className={cx(root, className)}
        value={value === undefined ? undefined : fromIsoRange(value)}
        defaultValue={fromIsoRange(defaultValue)}
        onChange={(range) => {
          const start = toIsoDate(range?.start);
          const end = toIsoDate(range?.end);
          onChange?.(start && end ? { start, end } : null);
        }}
        minValue={fromIsoDate(min)}
        maxValue={fromIsoDate(max)}
        isRequired={required}
        isDisabled={disabled}
        isInvalid={errorText ? true : undefined}
        validationBehavior="aria"
      >
        <AriaFieldLabel label={label} required={required} />
        <Group className={cx(control, styles.group)}>
          <DateSegments slot="start" className={styles.dateInput} />
          <span className={styles.dash} aria-hidden="true">
            –
          </span>
          <DateSegments slot="end" className={styles.dateInput} />
          <Button className={styles.toggle}>
            <Icon name="chevronDown" />
          </Button>
        </Group>
        <AriaFieldMessage error={errorText} hint={hint} />
        {/* Inside a Modal the calendar renders in the dialog, so the dialog's focus trap lets it in. */}
        <Popover className={styles.popover} offset={4} UNSTABLE_portalContainer={modalContainer ?? undefined}>
          <Dialog className={styles.dialog}>
            <RangeCalendar>
              <header className={styles.header}>
                <Button slot="previous" className={styles.navButton}>
                  <Icon name="chevronStart" />
                </Button>
                <Heading className={styles.heading} />
                <Button slot="next" className={styles.navButton}>
                  <Icon name="chevronEnd" />
                </Button>
              </header>
              <CalendarGrid className={styles.grid}>
                <CalendarGridHeader>
                  {(day) => <CalendarHeaderCell className={styles.weekday}>{day}</CalendarHeaderCell>}
                </CalendarGridHeader>
                <CalendarGridBody>
                  {(date) => <CalendarCell date={date} className={styles.cell} />}
                </CalendarGridBody>
              </CalendarGrid>
            </RangeCalendar>
          </Dialog>
        </Popover>
      </AriaDateRangePicker>
    </I18nProvider>
  );
}
