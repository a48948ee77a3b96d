import { resourceQueries, virtualNumberQueries } from '@switchboard/api-client';
import { type CapacityPool, capacityPoolResource } from '@switchboard/contract';
import { CheckboxGroup, NumberField } from '@switchboard/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useApp } from '#app/AppContextProvider';
import { ltrText } from '#features/crud/ltrText';
import type { BoundField, ResourceForm } from '#features/resource/ResourceDialog';
import { capacityMessages as m, capacityValueMessages as v } from './capacity.messages';

type PoolValues = {
  name: string;
  channel_limit: number | null;
  /** The checked numbers' ids, as the checkboxes' values. */
  did_ids: string[];
};

/** A whole number of channels, at least 1. */
function ChannelLimitField({ field }: { field: BoundField }) {
  const intl = useIntl();
  return (
    <NumberField
      {...field}
      value={field.value as number | null}
      onChange={(value) => field.onChange(value)}
      min={1}
      step={1}
      required
      hint={intl.formatMessage(m.channelLimitHint)}
    />
  );
}

/** The rented numbers to check; one another pool holds is shown with its pool, and cannot be checked. */
function PoolNumbersField({ field, pool }: { field: BoundField; pool: CapacityPool | null }) {
  const intl = useIntl();
  const { api } = useApp();
  // Both lists are the route loader's: read from the cache.
  const { data: dids } = useSuspenseQuery(virtualNumberQueries(api).dids());
  const { data: pools } = useSuspenseQuery(resourceQueries(api, capacityPoolResource).list());
  const holder = new Map(
    pools
      .filter((other) => other.id !== pool?.id)
      .flatMap((other) => other.did_ids.map((id) => [id, other.name])),
  );
  const options = dids.map((did) => {
    const other = holder.get(did.id);
    const number = ltrText(did.number);
    return other === undefined
      ? { value: String(did.id), label: number }
      : {
          value: String(did.id),
          label: intl.formatMessage(v.inOtherPool, { number, pool: other }),
          disabled: true,
        };
  });
  return (
    <CheckboxGroup
      label={field.label}
      options={options}
      orientation="vertical"
      value={field.value as string[]}
      onChange={(value) => field.onChange(value)}
      error={field.error}
      hint={intl.formatMessage(dids.length === 0 ? m.noRentedNumbers : m.numbersHint)}
    />
  );
}

const bodyOf = (values: PoolValues) => ({
  name: values.name.trim(),
  // Left empty, the rule set's 'Channel limit is required.' names it.
  channel_limit: values.channel_limit as number,
  did_ids: values.did_ids.map(Number),
});

/** 'Add capacity pool' / 'Edit capacity pool': a name once per account, a limit, its numbers. */
export const capacityForm: ResourceForm<typeof capacityPoolResource, PoolValues> = {
  createTitle: m.createTitle,
  editTitle: m.editTitle,
  unique: ['name'],
  fields: [
    { name: 'name', label: m.name, requiredOnCreate: true },
    {
      name: 'channel_limit',
      label: m.channelLimit,
      render: (field) => <ChannelLimitField field={field} />,
    },
    {
      name: 'did_ids',
      label: m.numbers,
      render: (field, { record }) => <PoolNumbersField field={field} pool={record} />,
    },
  ],
  initialValues: (pool) => ({
    name: pool?.name ?? '',
    channel_limit: pool?.channel_limit ?? null,
    did_ids: pool?.did_ids.map(String) ?? [],
  }),
  createBody: bodyOf,
  updateBody: bodyOf,
};
