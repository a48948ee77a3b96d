import type { ReactNode } from 'react';
import { DateField as AriaDateField, I18nProvider } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { AriaFieldLabel, AriaFieldMessage } from '../Field/AriaFieldParts';
import { control, root } from '../Field/Field.css';
import { cx } from '../internal/cx';
import { fromIsoDate, toIsoDate } from '../internal/isoDate';
import { type FieldErrorValue, firstMessage } from '../TextField/firstMessage';
import { DateSegments } from './DateSegments';

export interface DateFieldProps {
  /** Visible label naming the field. */
  label: ReactNode;
  /** The date as ISO `YYYY-MM-DD` (controlled); `null` for none. Leave undefined for an uncontrolled field. */
  value?: string | null;
  /** Initial date of an uncontrolled field, ISO `YYYY-MM-DD`. @default null */
  defaultValue?: string | null;
  /** Called with each complete date as ISO `YYYY-MM-DD`, and with `null` once every part is cleared. */
  onChange?: (value: string | null) => void;
  /** Earliest date accepted, ISO `YYYY-MM-DD`; an earlier one marks the field invalid and says why. */
  min?: string;
  /** Latest date accepted, ISO `YYYY-MM-DD`; a later one marks the field invalid and says why. */
  max?: string;
  /** Short help under the field while there is no error. */
  hint?: ReactNode;
  /** Error under the field; given a list of messages, only the first shows (spec §5). */
  error?: FieldErrorValue;
  /** Marks the field required (asterisk, `aria-required`). @default false */
  required?: boolean;
  /** Disables the field. @default false */
  disabled?: boolean;
  /** Form field name; the date is submitted under it as ISO `YYYY-MM-DD`. */
  name?: string;
  /** Id of the field's root element. */
  id?: string;
  /** Class for the root element. */
  className?: string;
}

/**
 * A date typed part by part (react-aria DateField), shown in the current locale's order and digits
 * and mirrored in right-to-left languages; callers hold ISO strings only. State shows as data
 * attributes: `data-invalid`, `data-disabled` and `data-focus-within` on the segments' box,
 * `data-placeholder` and `data-focused` on each segment.
 */
export function DateField({
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
  name,
  id,
  className,
}: DateFieldProps) {
  const intl = useIntl();
  const errorText = firstMessage(error);
  return (
    <I18nProvider locale={intl.locale}>
      <AriaDateField
        id={id}
        name={name}
        className={cx(root, className)}
        value={value === undefined ? undefined : fromIsoDate(value)}
        defaultValue={fromIsoDate(defaultValue)}
        onChange={(date) => onChange?.(toIsoDate(date))}
        minValue={fromIsoDate(min)}
        maxValue={fromIsoDate(max)}
        isRequired={required}
        isDisabled={disabled}
        isInvalid={errorText ? true : undefined}
        validationBehavior="aria"
      >
        <AriaFieldLabel label={label} required={required} />
        <DateSegments className={control} />
        <AriaFieldMessage error={errorText} hint={hint} />
      </AriaDateField>
    </I18nProvider>
  );
}
