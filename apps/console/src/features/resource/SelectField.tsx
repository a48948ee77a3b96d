import type { ApiClient } from '@switchboard/api-client';
import { Dropdown, type DropdownOption } from '@switchboard/ui';
import { type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { useApp } from '#app/AppContextProvider';
import type { Queries } from '#app/context';
import { withCurrentOption } from '../forms/options';

type Value = string | number;

/** A dialog field choosing from a list the API gives (loaded only while the dialog is open). */
export interface ResourceSelect<T, O = unknown> {
  /** The list's query options, e.g. `(q, record) => q.timezones()`; `api` builds a resource's. */
  // biome-ignore lint/suspicious/noExplicitAny: any query key (each list has its own).
  query: (queries: Queries, record: T | null, api: ApiClient) => UseQueryOptions<O[], Error, O[], any>;
  /** An item as an option; null leaves it out (a placeholder row of the list). */
  option: (item: O) => DropdownOption<Value> | null;
  /** The entry meaning "none" ('Select timezone'), sent as null (spec §5). */
  placeholder: MessageDescriptor;
  /** Type to filter the options (case-insensitive substring). @default false */
  searchable?: boolean;
  /** The record's saved value, offered even when the list lacks it. */
  current?: (record: T) => string | null | undefined;
}

export interface SelectFieldProps<T> {
  field: { label: string; value: unknown; onChange: (value: unknown) => void; error: string | undefined };
  select: ResourceSelect<T>;
  record: T | null;
  open: boolean;
}

export function SelectField<T>({ field, select, record, open }: SelectFieldProps<T>) {
  const intl = useIntl();
  const { queries, api } = useApp();
  const list = useQuery({ ...select.query(queries, record, api), enabled: open });
  const current = record ? select.current?.(record) : undefined;
  const options = useMemo(() => {
    const loaded = (list.data ?? []).flatMap((item) => select.option(item) ?? []);
    return current === undefined ? loaded : withCurrentOption(loaded as DropdownOption<string>[], current);
  }, [list.data, select, current]);
  return (
    <Dropdown<Value>
      label={field.label}
      value={field.value as Value | null}
      onChange={(value) => field.onChange(value)}
      error={field.error}
      options={options}
      searchable={select.searchable ?? false}
      placeholderOption={intl.formatMessage(select.placeholder)}
    />
  );
}
