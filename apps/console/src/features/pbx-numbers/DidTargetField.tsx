import { resourceQueries } from '@switchboard/api-client';
import {
  customerTrunkResource,
  type DidNumber,
  type DidTargetType,
  extensionResource,
  flowResource,
  queueResource,
  ringGroupResource,
  voicemailResource,
} from '@switchboard/contract';
import { Dropdown } from '@switchboard/ui';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useApp } from '#app/AppContextProvider';
import type { BoundField } from '../resource/ResourceDialog';
import { numbersMessages as m } from './numbers.messages';

/** The target dropdown's value: type and id, so a type changed since leaves no stale id behind. */
export const targetKey = (type: DidTargetType, id: number) => `${type}:${id}`;

/** The id of `key` when it is of `type`; else none (the rule set then names the empty field). */
export function targetIdOf(key: string | null, type: DidTargetType | null): number | null {
  if (!key || !type || !key.startsWith(`${type}:`)) return null;
  return Number(key.slice(type.length + 1));
}

type Named = { id: number; name: string };

/**
 * The chosen type's list of the account, by name (an extension by its number; a trunk only while it
 * is switched on, as the API requires): one fetch, while open.
 */
function useTargets(type: DidTargetType | null, open: boolean): Named[] {
  const { api } = useApp();
  const on = (of: DidTargetType) => open && type === of;
  const flows = useQuery({ ...resourceQueries(api, flowResource).list(), enabled: on('flow') });
  const extensions = useQuery({
    ...resourceQueries(api, extensionResource).list(),
    enabled: on('extension'),
  });
  const queues = useQuery({ ...resourceQueries(api, queueResource).list(), enabled: on('queue') });
  const groups = useQuery({ ...resourceQueries(api, ringGroupResource).list(), enabled: on('ring_group') });
  const boxes = useQuery({ ...resourceQueries(api, voicemailResource).list(), enabled: on('voicemail') });
  const trunks = useQuery({
    ...resourceQueries(api, customerTrunkResource).list(),
    enabled: on('customer_trunk'),
  });
  switch (type) {
    case 'flow':
      return flows.data ?? [];
    case 'extension':
      return (extensions.data ?? []).map((row) => ({ id: row.id, name: row.extension }));
    case 'queue':
      return queues.data ?? [];
    case 'ring_group':
      return groups.data ?? [];
    case 'voicemail':
      return boxes.data ?? [];
    case 'customer_trunk':
      return (trunks.data ?? []).filter((trunk) => trunk.is_active === 1);
    default:
      return [];
  }
}

interface DidTargetFieldProps {
  field: BoundField;
  type: DidTargetType | null;
  open: boolean;
  /** The number being edited: its saved target is offered while the list loads. */
  record: DidNumber | null;
}

/** The target of the chosen type, by name; disabled until a type is chosen. */
export function DidTargetField({ field, type, open, record }: DidTargetFieldProps) {
  const intl = useIntl();
  const loaded = useTargets(type, open);
  const saved =
    record?.target_type === type && record.target_id !== null && record.target_name !== null
      ? { id: record.target_id, name: record.target_name }
      : null;
  const targets = saved && !loaded.some((target) => target.id === saved.id) ? [saved, ...loaded] : loaded;
  const value =
    typeof field.value === 'string' && type && field.value.startsWith(`${type}:`) ? field.value : null;
  return (
    <Dropdown<string>
      label={field.label}
      value={value}
      onChange={(next) => field.onChange(next)}
      error={field.error}
      options={
        type ? targets.map((target) => ({ value: targetKey(type, target.id), label: target.name })) : []
      }
      searchable
      disabled={type === null}
      placeholderOption={intl.formatMessage(m.selectTarget)}
    />
  );
}
