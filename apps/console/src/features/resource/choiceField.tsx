import { Dropdown } from '@switchboard/ui';
import { type MessageDescriptor, useIntl } from 'react-intl';
import type { BoundField } from './ResourceDialog';

interface ChoiceFieldProps<V extends string> {
  field: BoundField;
  values: readonly V[];
  /** Each value's words; left out, the values are their own labels (VoIP, Incoming). */
  labels?: Record<V, MessageDescriptor>;
  placeholder?: MessageDescriptor;
}

/** A dropdown over fixed choices. */
export function ChoiceField<V extends string>({ field, values, labels, placeholder }: ChoiceFieldProps<V>) {
  const intl = useIntl();
  return (
    <Dropdown<string>
      label={field.label}
      value={(field.value as string | null) ?? null}
      onChange={(value) => field.onChange(value)}
      error={field.error}
      options={values.map((value) => {
        const words: MessageDescriptor | undefined = labels?.[value];
        return { value, label: words ? intl.formatMessage(words) : value };
      })}
      {...(placeholder ? { placeholderOption: intl.formatMessage(placeholder) } : {})}
    />
  );
}

/** A form field's `render` for fixed choices: `render: choiceField(TRUNK_TYPES)`. */
export const choiceField =
  <V extends string>(
    values: readonly V[],
    labels?: Record<V, MessageDescriptor>,
    placeholder?: MessageDescriptor,
  ) =>
  (field: BoundField) => (
    <ChoiceField field={field} values={values} labels={labels} placeholder={placeholder} />
  );
