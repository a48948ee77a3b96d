import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../Button/Button';
import { Field } from '../Field/Field';
import { control } from '../Field/Field.css';
import { Icon } from '../Icon/Icon';
import { cx } from '../internal/cx';
import type { TextInputProps } from '../TextField/TextField';
import { useTextField } from '../TextField/useTextInput';
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
  autoComplete = 'current-password',
  defaultVisible = false,
  ...props
}: PasswordFieldProps) {
  const intl = useIntl();
  const [visible, setVisible] = useState(defaultVisible);
  const text = useTextField<HTMLInputElement, TextInputProps>(props);
  return (
    <Field {...text.field}>
      {(fieldProps) => (
        <div className={styles.wrapper}>
          <input
            {...text.control(fieldProps)}
            type={visible ? 'text' : 'password'}
            autoComplete={autoComplete}
            spellCheck={false}
            className={cx(control, styles.input)}
          />
          <Button
            kind="ghost"
            size="small"
            className={styles.toggle}
            disabled={props.disabled}
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
