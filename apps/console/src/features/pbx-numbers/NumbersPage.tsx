import {
  type DidNumber,
  didNumberResource,
  type InternalNumber,
  internalNumberResource,
} from '@switchboard/contract';
import { type DataTableColumn, PageHeader, Stack, Tabs } from '@switchboard/ui';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { enumLabels } from '#features/i18n/enumLabels';
import { ltrText } from '../crud/ltrText';
import { ResourcePage } from '../resource/ResourcePage';
import { numbersMessages as m, targetMessages } from './numbers.messages';
import type { NumbersTab } from './numbersTabs';

// The forms (their dropdowns and the lists they load) come with their dialogs.
const loadDidForm = () => import('./didForm').then((module) => module.didForm);
const loadInternalForm = () => import('./internalNumberForm').then((module) => module.internalNumberForm);

const externalMessages = {
  title: m.externalTitle,
  description: m.externalDescription,
  tableLabel: m.externalTable,
  noun: m.externalNoun,
  columns: {
    number: m.number,
    description: m.numberDescription,
    country: m.country,
    number_type: m.numberType,
    target: m.target,
    created_at: m.createdAt,
    updated_at: m.updatedAt,
  },
  selected: m.externalSelected,
  deletedMany: m.externalDeletedMany,
};

const internalMessages = {
  title: m.internalTitle,
  description: m.internalDescription,
  tableLabel: m.internalTable,
  noun: m.internalNoun,
  columns: {
    number: m.internalNumber,
    username: m.username,
    description: m.numberDescription,
    presentation_number: m.presentationNumber,
  },
  selected: m.internalSelected,
  deletedMany: m.internalDeletedMany,
};

/** A DID's number type, country and target in words of the user's language. */
function useExternalColumns() {
  const intl = useIntl();
  return useCallback(
    (derived: DataTableColumn<DidNumber>[]) => {
      const regions = new Intl.DisplayNames([intl.locale], { type: 'region' });
      const country = (did: DidNumber) => (did.country ? (regions.of(did.country) ?? did.country) : '');
      const type = (did: DidNumber) => intl.formatMessage(enumLabels.DID_NUMBER_TYPES[did.number_type]);
      const target = (did: DidNumber) =>
        did.target_type && did.target_name !== null
          ? intl.formatMessage(targetMessages.targetOf, {
              type: intl.formatMessage(enumLabels.DID_TARGET_TYPES[did.target_type]),
              name: did.target_type === 'extension' ? ltrText(did.target_name) : did.target_name,
            })
          : intl.formatMessage(m.notRouted);
      const words: Record<string, (did: DidNumber) => string> = { country, number_type: type, target };
      return derived.map((column) => {
        const word = words[column.id];
        return word ? { ...column, cell: word, exportValue: word } : column;
      });
    },
    [intl],
  );
}

/**
 * /xpbx/settings/did-numbers (spec §2, §3): tabs External numbers (DIDs, each routed to a flow,
 * extension, queue, ring group or voicemail box, or 'Not routed') and Internal numbers (held by
 * users), each a resource table with its dialog, delete, bulk delete and export.
 */
export function NumbersPage({ tab }: { tab?: NumbersTab | undefined }) {
  const intl = useIntl();
  const externalColumns = useExternalColumns();
  const numberName = useCallback((row: DidNumber | InternalNumber) => ltrText(row.number), []);
  return (
    <Stack gap="lg">
      <PageHeader title={intl.formatMessage(m.title)} description={intl.formatMessage(m.description)} />
      <Tabs defaultValue={tab ?? 'external'}>
        <Tabs.List aria-label={intl.formatMessage(m.tabs)}>
          <Tabs.Tab value="external">{intl.formatMessage(m.externalTab)}</Tabs.Tab>
          <Tabs.Tab value="internal">{intl.formatMessage(m.internalTab)}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="external">
          <ResourcePage
            resource={didNumberResource}
            messages={externalMessages}
            form={loadDidForm}
            newLabel={m.addExternal}
            headingLevel={2}
            columns={externalColumns}
            recordName={numberName}
            exportFileName="external-numbers"
          />
        </Tabs.Panel>
        <Tabs.Panel value="internal">
          <ResourcePage
            resource={internalNumberResource}
            messages={internalMessages}
            form={loadInternalForm}
            newLabel={m.addInternal}
            headingLevel={2}
            recordName={numberName}
            exportFileName="internal-numbers"
          />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
