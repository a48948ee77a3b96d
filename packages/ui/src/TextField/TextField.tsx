import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { Field } from '../Field/Field';
import { control } from '../Field/Field.css';
import { type FieldErrorValue, firstMessage } from './firstMessage';
import * as styles from './TextField.css';
import type { TextFieldType } from './TextField.variants';
import { useTextInput } from './useTextInput';

type NativeInputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'defaultValue' | 'onChange' | 'type' | 'size' | 'children'
>;

/** Props shared by the kit's single-line text controls. */
export interface TextInputProps extends NativeInputProps {
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
  /** Accept only digits and a leading plus, when typing and when pasting; the value stays a string. @default false */
  numbersOnly?: boolean;
  /** Marks the field required (asterisk, `aria-required`). @default false */
  required?: boolean;
  /** Disables the field. @default false */
  disabled?: boolean;
  /** Class for the field's root element. */
  className?: string;
  /** Forwarded to the `<input>`. */
  ref?: Ref<HTMLInputElement>;
}

export interface TextFieldProps extends TextInputProps {
  /** The input's type; for numbers use `numbersOnly`. @default 'text' */
  type?: TextFieldType;
}

/** A labelled single-line text input with hint and error, built on `Field`. */
export function TextField({
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
  type = 'text',
  ...props
}: TextFieldProps) {
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
        <input
          {...props}
          {...fieldProps}
          {...text}
          type={type}
          className={numbersOnly ? `${control} ${styles.numeric}` : control}
        />
      )}
    </Field>
  );
}
