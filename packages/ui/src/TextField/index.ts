export { type FieldErrorValue, firstMessage } from './firstMessage';
export { acceptsNumberKey, keepNumbers } from './numbersOnly';
export { TextField, type TextFieldProps, type TextInputProps } from './TextField';
export { type TextFieldType, textFieldTypes } from './TextField.variants';
export { DEFAULT_MAX_LENGTH } from './useTextInput';
