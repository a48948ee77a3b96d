import { useState } from 'react';
import {
  ColorPicker as AriaColorPicker,
  type Color,
  ColorArea,
  ColorField,
  ColorSlider,
  ColorSwatch,
  ColorSwatchPicker,
  ColorSwatchPickerItem,
  ColorThumb,
  Input,
  Label,
  SliderOutput,
  SliderTrack,
} from 'react-aria-components';
import { useIntl } from 'react-intl';
import { fieldControlClass } from '../Field';
import { cx } from '../internal/cx';
import { parseHsb, toHex } from './ColorPicker.color';
import * as styles from './ColorPicker.css';
import { colorPickerMessages } from './ColorPicker.messages';
import type { ColorPickerSwatch } from './ColorPicker.variants';

const fallback = '#000000';

export interface ColorPickerEditorProps {
  /** The colour being edited, as a hex string. */
  value: string;
  /** Called with the new lower-case `#rrggbb` whenever the colour changes. */
  onChange?: (hex: string) => void;
  /** Preset colours offered as swatches; empty hides the swatch row. */
  swatches: readonly ColorPickerSwatch[];
  /** Disables every part of the editor. @default false */
  disabled?: boolean;
}

/**
 * The heavy part of the picker: saturation/brightness area, hue slider, hex field and swatches.
 * Works in HSB so the hue survives passing through grey or black while dragging.
 */
export function ColorPickerEditor({ value, onChange, swatches, disabled = false }: ColorPickerEditorProps) {
  const intl = useIntl();
  const [color, setColor] = useState<Color>(() => parseHsb(value) ?? (parseHsb(fallback) as Color));
  const [prevValue, setPrevValue] = useState(value);
  if (value !== prevValue) {
    setPrevValue(value);
    const next = parseHsb(value);
    if (next && toHex(next) !== toHex(color)) setColor(next);
  }

  const handleChange = (next: Color) => {
    const hex = toHex(next);
    const changed = hex !== toHex(color);
    setColor(next);
    if (changed) onChange?.(hex);
  };

  return (
    <AriaColorPicker value={color} onChange={handleChange}>
      <div className={styles.editor}>
        <ColorArea
          className={styles.area}
          colorSpace="hsb"
          xChannel="saturation"
          yChannel="brightness"
          aria-label={intl.formatMessage(colorPickerMessages.area)}
          isDisabled={disabled}
        >
          <ColorThumb className={styles.thumb} />
        </ColorArea>
        <ColorSlider className={styles.slider} colorSpace="hsb" channel="hue" isDisabled={disabled}>
          <div className={styles.sliderHeader}>
            <Label className={styles.partLabel}>{intl.formatMessage(colorPickerMessages.hue)}</Label>
            <SliderOutput className={styles.sliderOutput}>
              {({ state }) =>
                intl.formatNumber(Math.round(state.values[0] ?? 0), { style: 'unit', unit: 'degree' })
              }
            </SliderOutput>
          </div>
          <SliderTrack className={styles.track}>
            <ColorThumb className={cx(styles.thumb, styles.trackThumb)} />
          </SliderTrack>
        </ColorSlider>
        <ColorField className={styles.hexField} isDisabled={disabled}>
          <Label className={styles.partLabel}>{intl.formatMessage(colorPickerMessages.hex)}</Label>
          <Input className={cx(fieldControlClass, styles.hexInput)} dir="ltr" />
        </ColorField>
        {swatches.length > 0 && (
          <ColorSwatchPicker
            className={styles.swatches}
            aria-label={intl.formatMessage(colorPickerMessages.swatches)}
          >
            {swatches.map((swatch) => {
              const swatchColor = typeof swatch === 'string' ? swatch : swatch.color;
              return (
                <ColorSwatchPickerItem
                  key={swatchColor}
                  color={swatchColor}
                  className={styles.swatchItem}
                  isDisabled={disabled}
                >
                  <ColorSwatch
                    className={styles.swatch}
                    colorName={typeof swatch === 'string' ? undefined : swatch.name}
                  />
                </ColorSwatchPickerItem>
              );
            })}
          </ColorSwatchPicker>
        )}
      </div>
    </AriaColorPicker>
  );
}
