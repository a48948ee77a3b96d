import { cva } from 'class-variance-authority';
import { type ReactNode, useId } from 'react';
import * as fieldStyles from '../Field/Field.css';
import { type FieldErrorValue, firstMessage } from '../TextField/firstMessage';
import * as styles from './ChoiceGroup.css';

/** What every group of choices takes besides its options and value (CheckboxGroup, RadioGroup). */
export interface ChoiceGroupProps {
  /** Visible label naming the group. */
  label: ReactNode;
  /** Short help under the group while there is no error. */
  hint?: ReactNode;
  /** Error under the group; given a list of messages, only the first shows (spec §5). */
  error?: FieldErrorValue;
  /** Disables every option. @default false */
  disabled?: boolean;
}

/** The options' box: a column or a wrapping row. */
export const choiceItems = cva(styles.items, { variants: { orientation: styles.orientation } });

/** Each option's id is the group's with its index, so labels and hints point at the right one. */
export const optionId = (groupId: string, index: number) => `${groupId}-${index}`;

/**
 * The label, message and ids of a group of choices: the group is named by its label
 * (`aria-labelledby`) and described by the message while there is one. The label renders as
 * `labelAs` (a fieldset's `legend`, else a `span`).
 */
export function useChoiceGroup({
  idPrefix,
  id,
  label,
  labelAs: Label,
  labelClassName,
  required,
  hint,
  error,
}: {
  /** Prefix of the generated id when none is given (`checkbox-group`, `radio-group`). */
  idPrefix: string;
  id: string | undefined;
  label: ReactNode;
  labelAs: 'legend' | 'span';
  labelClassName?: string;
  required: boolean;
  hint: ReactNode;
  error: FieldErrorValue | undefined;
}) {
  const generated = useId();
  const groupId = id ?? `${idPrefix}-${generated}`;
  const labelId = `${groupId}-label`;
  const messageId = `${groupId}-message`;
  const errorText = firstMessage(error);
  const message = errorText || hint;
  return {
    groupId,
    invalid: errorText ? (true as const) : undefined,
    aria: { 'aria-labelledby': labelId, 'aria-describedby': message ? messageId : undefined },
    label: (
      <Label id={labelId} className={labelClassName ?? fieldStyles.label}>
        {label}
        {required && (
          <span className={fieldStyles.required} aria-hidden="true">
            *
          </span>
        )}
      </Label>
    ),
    message: message && (
      <p
        id={messageId}
        className={errorText ? fieldStyles.error : fieldStyles.hint}
        role={errorText ? 'alert' : undefined}
      >
        {message}
      </p>
    ),
  };
}
