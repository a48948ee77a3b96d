export { Field, type FieldControlProps, type FieldProps } from './Field';
export { control as fieldControlClass } from './Field.css';
