import { TextField } from '@switchboard/ui';
import { useState } from 'react';

/** Euros as typed ('12.5', '12,50') → a number, or null for an empty or unreadable text. */
export const parseEuros = (text: string): number | null => {
  const trimmed = text.trim().replace(',', '.');
  if (!/^\d+(\.\d{0,2})?$/.test(trimmed)) return null;
  return Number(trimmed);
};

/**
 * An amount in euro, typed as text (a kit TextField with the decimal keypad): the text is kept
 * here while it is typed ('12.' on its way to '12.50'), and the amount it reads as is reported.
 * Lighter than the kit's NumberField, whose number parsing the page's budget cannot carry.
 */
export function EuroField({
  label,
  value,
  onChange,
  error,
  required,
}: {
  label: string;
  value: number | null;
  onChange: (euros: number | null) => void;
  error?: string | undefined;
  required?: boolean;
}) {
  const [text, setText] = useState(value === null ? '' : String(value));
  const [shown, setShown] = useState(value);
  // A change from outside (clearing the filters, going back) replaces what was typed.
  if (value !== shown && value !== parseEuros(text)) {
    setShown(value);
    setText(value === null ? '' : String(value));
  }
  return (
    <TextField
      label={label}
      value={text}
      inputMode="decimal"
      onChange={(next) => {
        setText(next);
        const euros = parseEuros(next);
        setShown(euros);
        onChange(euros);
      }}
      error={error}
      required={required}
      maxLength={12}
    />
  );
}
