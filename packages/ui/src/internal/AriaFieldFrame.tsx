import type { ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { AriaFieldLabel, AriaFieldMessage } from '../Field/AriaFieldParts';
import { root } from '../Field/Field.css';
import { type FieldErrorValue, firstMessage } from '../TextField/firstMessage';
import { cx } from './cx';

/** What every react-aria field of the kit takes besides its value (DateField, NumberField). */
export interface AriaFieldFrameProps {
  /** Visible label naming the field. */
  label: ReactNode;
  /** Short help under the field while there is no error. */
  hint?: ReactNode;
  /** Error under the field; given a list of messages, only the first shows (spec §5). */
  error?: FieldErrorValue;
  /** Marks the field required (asterisk, `aria-required`). @default false */
  required?: boolean;
  /** Disables the field. @default false */
  disabled?: boolean;
  /** Form field name; the value is submitted under it. */
  name?: string;
  /** Id of the field's root element. */
  id?: string;
  /** Class for the root element. */
  className?: string;
}

/** The props the frame hands to the react-aria field component it renders as the root. */
export interface AriaFieldRootProps {
  id: string | undefined;
  name: string | undefined;
  className: string;
  isRequired: boolean;
  isDisabled: boolean;
  isInvalid: true | undefined;
  validationBehavior: 'aria';
  children: ReactNode;
}

/**
 * A react-aria field in the kit's frame: the current locale's digits and order, the label with its
 * required mark, `children` as the control, then the caller's error, react-aria's own validation
 * message or the hint. The caller's error marks the field invalid; react-aria validates `aria`-style
 * so a form still submits and the rule set has the last word.
 */
export function AriaFieldFrame({
  renderRoot,
  label,
  hint,
  error,
  required = false,
  disabled = false,
  name,
  id,
  className,
  children,
}: AriaFieldFrameProps & {
  /**
   * Renders the react-aria field (`DateField`, `NumberField`) with these props and its own. Called,
   * not mounted as a component, so an inline function does not remount the field on each render.
   */
  renderRoot: (props: AriaFieldRootProps) => ReactNode;
  /** The control between the label and the message. */
  children: ReactNode;
}) {
  const intl = useIntl();
  const errorText = firstMessage(error);
  return (
    <I18nProvider locale={intl.locale}>
      {renderRoot({
        id,
        name,
        className: cx(root, className),
        isRequired: required,
        isDisabled: disabled,
        isInvalid: errorText ? true : undefined,
        validationBehavior: 'aria',
        children: (
          <>
            <AriaFieldLabel label={label} required={required} />
            {children}
            <AriaFieldMessage error={errorText} hint={hint} />
          </>
        ),
      })}
    </I18nProvider>
  );
}
