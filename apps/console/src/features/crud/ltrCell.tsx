/**
 * A cell for numbers and addresses read left to right in every language (`+35924001000` would show
 * as `35924001000+` inside Arabic text).
 */
export const ltrCell = (_row: unknown, value: unknown) =>
  value ? <span dir="ltr">{String(value)}</span> : null;
