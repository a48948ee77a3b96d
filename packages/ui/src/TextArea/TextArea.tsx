import type { TextareaHTMLAttributes } from 'react';
import { Field } from '../Field/Field';
import { control } from '../Field/Field.css';
import { cx } from '../internal/cx';
import { type TextFieldBaseProps, useTextField } from '../TextField/useTextInput';
import * as styles from './TextArea.css';

type NativeTextAreaProps = Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'value' | 'defaultValue' | 'onChange' | 'children' | keyof TextFieldBaseProps<HTMLTextAreaElement>
>;

export interface TextAreaProps extends NativeTextAreaProps, TextFieldBaseProps<HTMLTextAreaElement> {
  /** Visible lines of text. @default 3 */
  rows?: number;
}

/** A labelled multi-line text input with hint and error, built on `Field`. */
export function TextArea({ rows = 3, ...props }: TextAreaProps) {
  const text = useTextField<HTMLTextAreaElement, Omit<TextAreaProps, 'rows'>>(props);
  return (
    <Field {...text.field}>
      {(fieldProps) => (
        <textarea {...text.control(fieldProps)} rows={rows} className={cx(control, styles.textarea)} />
      )}
    </Field>
  );
}
