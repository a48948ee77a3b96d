import { Dropdown } from '@switchboard/ui';
import type { BoundField } from './ResourceDialog';

/** A dropdown over fixed choices whose labels are the values (VoIP, Incoming). */
export function choiceField<V extends string>(values: readonly V[], placeholder?: string) {
  return (field: BoundField) => (
    <Dropdown<string>
      label={field.label}
      value={(field.value as string | null) ?? null}
      onChange={(value) => field.onChange(value)}
      error={field.error}
      options={values.map((value) => ({ value, label: value }))}
      {...(placeholder ? { placeholderOption: placeholder } : {})}
    />
  );
}
