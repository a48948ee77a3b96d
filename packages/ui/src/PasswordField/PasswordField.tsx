import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../Button/Button';
import { Field } from '../Field/Field';
import { control } from '../Field/Field.css';
import { Icon } from '../Icon/Icon';
import { firstMessage } from '../TextField/firstMessage';
import type { TextInputProps } from '../TextField/TextField';
import { useTextInput } from '../TextField/useTextInput';
import * as styles from './PasswordField.css';
import { passwordFieldMessages } from './PasswordField.messages';

export interface PasswordFieldProps extends TextInputProps {
  /** Browser autofill hint: `current-password` to log in, `new-password` to set one. @default 'current-password' */
  autoComplete?: 'current-password' | 'new-password' | 'off';
  /** Show the text in clear on first render (uncontrolled visibility). @default false */
  defaultVisible?: boolean;
}

/**
 * A labelled password input with a show/hide button; the button's name says what it will do
 * ("Show password" / "Hide password").
 */
export function PasswordField({
  label,
  hint,
  error,
  required = false,
  disabled,
  id,
  className,
  value,
  defaultValue,
  onChange,
  maxLength,
  numbersOnly = false,
  onKeyDown,
  onPaste,
  autoComplete = 'current-password',
  defaultVisible = false,
  ...props
}: PasswordFieldProps) {
  const intl = useIntl();
  const [visible, setVisible] = useState(defaultVisible);
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
        <div className={styles.wrapper}>
          <input
            {...props}
            {...fieldProps}
            {...text}
            type={visible ? 'text' : 'password'}
            autoComplete={autoComplete}
            disabled={disabled}
            spellCheck={false}
            className={`${control} ${styles.input}`}
          />
          <Button
            kind="ghost"
            size="small"
            className={styles.toggle}
            disabled={disabled}
            aria-controls={fieldProps.id}
            aria-label={intl.formatMessage(visible ? passwordFieldMessages.hide : passwordFieldMessages.show)}
            icon={<Icon name={visible ? 'eyeOff' : 'eye'} />}
            onClick={() => setVisible((shown) => !shown)}
          />
        </div>
      )}
    </Field>
  );
}
