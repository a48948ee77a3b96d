export { type UseForm, type UseFormOptions, useForm } from './use-form.js';
