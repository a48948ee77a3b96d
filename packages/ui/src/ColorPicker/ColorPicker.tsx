import { assignInlineVars } from '@vanilla-extract/dynamic';
import { cva } from 'class-variance-authority';
import { type HTMLAttributes, type ReactNode, useId } from 'react';
import { Button, Dialog, DialogTrigger, I18nProvider, Popover } from 'react-aria-components';
import { useIntl } from 'react-intl';
import * as fieldStyles from '../Field/Field.css';
import { Icon } from '../Icon/Icon';
import { normaliseHex } from './ColorPicker.color';
import * as styles from './ColorPicker.css';
import {
  type ColorPickerSwatch,
  type ColorPickerVariant,
  defaultColorSwatches,
} from './ColorPicker.variants';
import { ColorPickerEditor } from './ColorPickerEditor';

const root = cva(fieldStyles.root, {
  variants: { variant: styles.variant },
  defaultVariants: { variant: 'popover' },
});

export interface ColorPickerProps
  extends Omit<HTMLAttributes<HTMLDivElement>, 'onChange' | 'defaultValue' | 'color'> {
  /** Visible label; also names the trigger (with the current hex), the popover and the inline group. */
  label: string;
  /** The current colour as a hex string, e.g. `#1a7f37`. */
  value: string;
  /** Called with the new colour as lower-case `#rrggbb`. Invalid hex typed in the field is discarded. */
  onChange?: (hex: string) => void;
  /** Preset colours offered as swatches; pass `[]` to hide them. @default defaultColorSwatches */
  swatches?: readonly ColorPickerSwatch[];
  /** `popover`: a trigger showing the swatch and hex opens the editor; `inline`: the editor is always shown. @default 'popover' */
  variant?: ColorPickerVariant;
  /** Short help shown under the control while there is no error. */
  hint?: ReactNode;
  /** Error text shown under the control; the trigger gets `data-invalid`. */
  error?: ReactNode;
  /** Disables the trigger (and the inline editor); the trigger gets `data-disabled`. @default false */
  disabled?: boolean;
}

/**
 * A colour control for the widget appearance editor. The popover variant renders only a small trigger
 * until opened, so a form can hold dozens of them; the editor mounts when the popover opens.
 */
export function ColorPicker({
  label,
  value,
  onChange,
  swatches = defaultColorSwatches,
  variant = 'popover',
  hint,
  error,
  disabled = false,
  className,
  ...props
}: ColorPickerProps) {
  const intl = useIntl();
  const id = useId();
  const labelId = `${id}-label`;
  const valueId = `${id}-value`;
  const messageId = `${id}-message`;
  const message = error || hint;
  const hex = normaliseHex(value) ?? value;
  const editor = (
    <ColorPickerEditor value={value} onChange={onChange} swatches={swatches} disabled={disabled} />
  );

  return (
    <div {...props} className={root({ variant, className })}>
      <span id={labelId} className={fieldStyles.label}>
        {label}
      </span>
      {/* react-aria's own strings (colour names) and direction follow the app's locale. */}
      <I18nProvider locale={intl.locale}>
        {variant === 'inline' ? (
          // biome-ignore lint/a11y/useSemanticElements: named by the picker's label, which the popover variant shares
          <div
            role="group"
            aria-labelledby={labelId}
            aria-describedby={message ? messageId : undefined}
            data-invalid={error ? true : undefined}
            data-disabled={disabled || undefined}
            className={styles.inlineEditor}
          >
            {editor}
          </div>
        ) : (
          <DialogTrigger>
            <Button
              className={styles.trigger}
              isDisabled={disabled}
              aria-labelledby={`${labelId} ${valueId}`}
              aria-describedby={message ? messageId : undefined}
              data-invalid={error ? true : undefined}
            >
              <span
                className={styles.triggerSwatch}
                style={assignInlineVars({ [styles.swatchColor]: hex })}
                aria-hidden="true"
              />
              <span id={valueId} className={styles.triggerValue} dir="ltr">
                {hex}
              </span>
              <Icon name="chevronDown" className={styles.triggerIcon} />
            </Button>
            <Popover className={styles.popover} placement="bottom start" offset={4}>
              <Dialog className={styles.dialog} aria-labelledby={labelId}>
                {editor}
              </Dialog>
            </Popover>
          </DialogTrigger>
        )}
      </I18nProvider>
      {message && (
        <p
          id={messageId}
          className={error ? fieldStyles.error : fieldStyles.hint}
          role={error ? 'alert' : undefined}
        >
          {message}
        </p>
      )}
    </div>
  );
}
