import { telephonyMutations } from '@switchboard/api-client';
import { type Destination, destinationResource } from '@switchboard/contract';
import { Button, type DataTableColumn, Icon, toast } from '@switchboard/ui';
import { useMutation } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useApp } from '#app/AppContextProvider';
import { ResourcePage } from '../resource/ResourcePage';
import { useMayCall } from '../session/useMayCall';
import { destinationForm } from './destinationForm';
import { destinationsMessages as m } from './destinations.messages';

const messages = {
  title: m.title,
  description: m.description,
  tableLabel: m.tableLabel,
  noun: m.noun,
  columns: {
    prefix: m.prefix,
    prefix_name: m.prefixName,
    country: m.country,
    is_mobile: m.isMobile,
    is_itfs: m.isItfs,
  },
};

/**
 * /xpbx/settings/destinations (spec §2, §3 Destination): the table ('No data available in table'
 * when empty), 'Add destination', and every country's calling code added at once from the API's
 * maintained country list.
 */
export function DestinationsPage() {
  const intl = useIntl();
  const { api } = useApp();
  const mayCall = useMayCall();
  const seed = useMutation(telephonyMutations(api).seedDestinations());
  // Mobile and ITFS are yes/no facts, not an active state.
  const columns = useCallback(
    (derived: DataTableColumn<Destination>[]) =>
      derived.map((column) =>
        column.id === 'is_mobile' || column.id === 'is_itfs'
          ? {
              ...column,
              cell: (row: Destination) =>
                intl.formatMessage(row[column.id as 'is_mobile'] === 1 ? m.yes : m.no),
              exportValue: (row: Destination) =>
                intl.formatMessage(row[column.id as 'is_mobile'] === 1 ? m.yes : m.no),
            }
          : column,
      ),
    [intl],
  );
  return (
    <ResourcePage
      resource={destinationResource}
      messages={messages}
      form={destinationForm}
      newLabel={m.add}
      columns={columns}
      exportFileName="destinations"
      actions={
        // Seeding writes destinations: whoever may create one may seed.
        mayCall(destinationResource.operations.create) && (
          <Button
            icon={<Icon name="globe" />}
            loading={seed.isPending}
            onClick={() =>
              seed.mutate(
                { body: {} },
                {
                  onSuccess: ({ added }) => toast.success(intl.formatMessage(m.seeded, { added })),
                  onError: () => toast.danger(intl.formatMessage(m.seedFailed)),
                },
              )
            }
          >
            {intl.formatMessage(m.seed)}
          </Button>
        )
      }
    />
  );
}
