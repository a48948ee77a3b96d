import { DateField as AriaDateField } from 'react-aria-components';
import { control } from '../Field/Field.css';
import { AriaFieldFrame, type AriaFieldFrameProps } from '../internal/AriaFieldFrame';
import { fromIsoDate, toIsoDate } from '../internal/isoDate';
import { DateSegments } from './DateSegments';

export interface DateFieldProps extends AriaFieldFrameProps {
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
  /** Form field name; the date is submitted under it as ISO `YYYY-MM-DD`. */
  name?: string;
}

/**
 * A date typed part by part (react-aria DateField), shown in the current locale's order and digits
 * and mirrored in right-to-left languages; callers hold ISO strings only. State shows as data
 * attributes: `data-invalid`, `data-disabled` and `data-focus-within` on the segments' box,
 * `data-placeholder` and `data-focused` on each segment.
 */
export function DateField({ value, defaultValue = null, onChange, min, max, ...frame }: DateFieldProps) {
  return (
    <AriaFieldFrame
      {...frame}
      renderRoot={(root) => (
        <AriaDateField
          {...root}
          value={value === undefined ? undefined : fromIsoDate(value)}
          defaultValue={fromIsoDate(defaultValue)}
          onChange={(date) => onChange?.(toIsoDate(date))}
          minValue={fromIsoDate(min)}
          maxValue={fromIsoDate(max)}
        />
      )}
    >
      <DateSegments className={control} />
    </AriaFieldFrame>
  );
}
