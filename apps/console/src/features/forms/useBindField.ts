import type { UseForm } from '@switchboard/forms/react';
import { useFieldError } from './useFieldError';

type BooleanKeys<V> = { [K in keyof V & string]: V[K] extends boolean ? K : never }[keyof V & string];

/**
 * `bind('email', label)`: the props that tie a kit field to `form` — its label, value, change
 * handler and error in the interface language. `bind.checked('terms', label)` does the same for a
 * checkbox (`checked` in place of `value`).
 */
export function useBindField<V extends Record<string, unknown>>(form: UseForm<V>) {
  const fieldError = useFieldError();
  const bind = <K extends keyof V & string>(field: K, label: string) => ({
    label,
    value: form.values[field],
    onChange: (value: V[K]) => form.setValue(field, value),
    error: fieldError(form.errors[field], label),
  });
  const checked = <K extends BooleanKeys<V>>(field: K, label: string) => ({
    label,
    checked: form.values[field] as boolean,
    onChange: (value: boolean) => form.setValue(field, value as V[K]),
    error: fieldError(form.errors[field], label),
  });
  return Object.assign(bind, { checked });
}
