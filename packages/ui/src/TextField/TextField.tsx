import type { InputHTMLAttributes } from 'react';
import { Field } from '../Field/Field';
import { control } from '../Field/Field.css';
import { cx } from '../internal/cx';
import * as styles from './TextField.css';
import type { TextFieldType } from './TextField.variants';
import { type TextFieldBaseProps, useTextField } from './useTextInput';

type NativeInputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  | 'value'
  | 'defaultValue'
  | 'onChange'
  | 'type'
  | 'size'
  | 'children'
  | keyof TextFieldBaseProps<HTMLInputElement>
>;

/** Props shared by the kit's single-line text controls. */
export interface TextInputProps extends NativeInputProps, TextFieldBaseProps<HTMLInputElement> {}

export interface TextFieldProps extends TextInputProps {
  /** The input's type; for numbers use `numbersOnly`. @default 'text' */
  type?: TextFieldType;
}

/** A labelled single-line text input with hint and error, built on `Field`. */
export function TextField({ type = 'text', ...props }: TextFieldProps) {
  const text = useTextField<HTMLInputElement, TextInputProps>(props);
  return (
    <Field {...text.field}>
      {(fieldProps) => (
        <input
          {...text.control(fieldProps)}
          type={type}
          className={cx(control, props.numbersOnly && styles.numeric)}
        />
      )}
    </Field>
  );
}
