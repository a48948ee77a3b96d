import type { ReactNode, Ref, TextareaHTMLAttributes } from 'react';
import { Field } from '../Field/Field';
import { control } from '../Field/Field.css';
import { type FieldErrorValue, firstMessage } from '../TextField/firstMessage';
import { useTextInput } from '../TextField/useTextInput';
import * as styles from './TextArea.css';

type NativeTextAreaProps = Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'value' | 'defaultValue' | 'onChange' | 'children'
>;

export interface TextAreaProps extends NativeTextAreaProps {
  /** Visible label naming the field. */
  label: ReactNode;
  /** Short help under the field while there is no error. */
  hint?: ReactNode;
  /** Error under the field; given the server's list of messages, only the first shows (spec §5). */
  error?: FieldErrorValue;
  /** Current text (controlled); leave undefined for an uncontrolled field. */
  value?: string;
  /** Initial text of an uncontrolled field. @default '' */
  defaultValue?: string;
  /** Called with the new text on every change. */
  onChange?: (value: string) => void;
  /** Longest text accepted (spec §9). @default 200 */
  maxLength?: number;
  /** Accept only digits and a leading plus, when typing and when pasting. @default false */
  numbersOnly?: boolean;
  /** Visible lines of text. @default 3 */
  rows?: number;
  /** Marks the field required (asterisk, `aria-required`). @default false */
  required?: boolean;
  /** Disables the field. @default false */
  disabled?: boolean;
  /** Class for the field's root element. */
  className?: string;
  /** Forwarded to the `<textarea>`. */
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line text input with hint and error, built on `Field`. */
export function TextArea({
  label,
  hint,
  error,
  required = false,
  id,
  className,
  value,
  defaultValue,
  onChange,
  maxLength,
  numbersOnly = false,
  onKeyDown,
  onPaste,
  rows = 3,
  ...props
}: TextAreaProps) {
  const text = useTextInput({ value, defaultValue, onChange, maxLength, numbersOnly, onKeyDown, onPaste });
  return (
    <Field
      label={label}
      hint={hint}
      error={firstMessage(error)}
      required={required}
      id={id}
      className={className}
    >
      {(fieldProps) => (
        <textarea
          {...props}
          {...fieldProps}
          {...text}
          rows={rows}
          className={`${control} ${styles.textarea}`}
        />
      )}
    </Field>
  );
}
