/** Input types a text field may take; numbers use `numbersOnly` (spec §5) rather than type="number". */
export const textFieldTypes = ['text', 'email', 'tel', 'url', 'search'] as const;
export type TextFieldType = (typeof textFieldTypes)[number];
