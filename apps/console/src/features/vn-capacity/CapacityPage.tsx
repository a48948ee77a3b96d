import { virtualNumberQueries } from '@switchboard/api-client';
import { type CapacityPool, capacityPoolResource } from '@switchboard/contract';
import { type DataTableColumn, Meter } from '@switchboard/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useApp } from '#app/AppContextProvider';
import { ltrText } from '#features/crud/ltrText';
import { ResourcePage } from '#features/resource/ResourcePage';
import { capacityMessages as m, capacityValueMessages as v } from './capacity.messages';

const messages = {
  title: m.title,
  description: m.description,
  tableLabel: m.tableLabel,
  noun: m.noun,
  columns: { name: m.name, channel_limit: m.channelLimit, in_use: m.inUse, did_count: m.numbers },
};

/** The form loads with the dialog (its checkboxes and number field are not needed for the table). */
const loadCapacityForm = () => import('./capacityForm').then((module) => module.capacityForm);

/** Numbers a row shows before 'and N more'. */
const SHOWN_NUMBERS = 3;

/**
 * /virtual-number/capacity_pools (spec §1, §2 Capacity): the pools with their limit, the channels
 * in use now as '3 of 10' with a meter, and their numbers; a create/edit dialog picks the rented
 * numbers, and a delete asks first (the numbers are then in no pool).
 */
export function CapacityPage() {
  const intl = useIntl();
  const { api } = useApp();
  const { data: dids } = useSuspenseQuery(virtualNumberQueries(api).dids());
  const numberOf = useMemo(() => new Map(dids.map((did) => [did.id, did.number])), [dids]);

  const columns = useCallback(
    (derived: DataTableColumn<CapacityPool>[]) => {
      // 'A, B, C' rather than 'A, B, and C': the list may go on ('… and 2 more').
      const list = (numbers: string[]) => intl.formatList(numbers, { type: 'unit', style: 'short' });
      const numbersOf = (pool: CapacityPool) =>
        pool.did_ids.flatMap((id) => {
          const number = numberOf.get(id);
          return number === undefined ? [] : [ltrText(number)];
        });
      const inUse = (pool: CapacityPool) =>
        intl.formatMessage(v.inUseOf, { in_use: pool.in_use, limit: pool.channel_limit });
      return derived.map((column): DataTableColumn<CapacityPool> => {
        if (column.id === 'in_use')
          return {
            ...column,
            exportValue: inUse,
            cell: (pool) => (
              <Meter
                label={intl.formatMessage(v.inUseOfPool, { name: pool.name })}
                hideLabel
                value={pool.in_use}
                maxValue={pool.channel_limit}
                valueLabel={inUse(pool)}
              />
            ),
          };
        if (column.id === 'did_count')
          return {
            ...column,
            exportValue: (pool) => list(numbersOf(pool)),
            cell: (pool) => {
              const numbers = numbersOf(pool);
              if (numbers.length === 0) return intl.formatMessage(v.noNumbers);
              if (numbers.length <= SHOWN_NUMBERS) return list(numbers);
              return intl.formatMessage(v.numbersAndMore, {
                numbers: list(numbers.slice(0, SHOWN_NUMBERS)),
                more: numbers.length - SHOWN_NUMBERS,
              });
            },
          };
        return column;
      });
    },
    [intl, numberOf],
  );

  return (
    <ResourcePage
      resource={capacityPoolResource}
      messages={messages}
      form={loadCapacityForm}
      newLabel={m.add}
      columns={columns}
      exportFileName="capacity-pools"
    />
  );
}
