import { virtualNumberMutations, virtualNumberQueries } from '@switchboard/api-client';
import { formatEuro, type VirtualDid } from '@switchboard/contract';
import { Button, ConfirmDialog, DataTable, type DataTableColumn, Stack, toast } from '@switchboard/ui';
import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useApp } from '#app/AppContextProvider';
import { ltrText } from '#features/crud/ltrText';
import { failureNotice } from '#features/forms/failureNotice';
import { displayName } from '#features/i18n/displayName';
import { enumLabels } from '#features/i18n/enumLabels';
import { numbersMessages, targetMessages } from '#features/pbx-numbers';
import { formatWhen } from '#features/shell/formatWhen';
import { didsMessages as m, releaseMessages } from './dids.messages';
import { RouteDialog } from './RouteDialog';

/** The numbers rented: where their calls go, their rent; each can be routed, or released (asks first). */
export function RentedNumbersTable() {
  const intl = useIntl();
  const { api } = useApp();
  const { data: dids } = useSuspenseQuery(virtualNumberQueries(api).dids());
  const release = useMutation(virtualNumberMutations(api).releaseVirtualDid());
  const [routing, setRouting] = useState<VirtualDid | null>(null);
  const [releasing, setReleasing] = useState<VirtualDid | null>(null);

  const columns = useMemo<DataTableColumn<VirtualDid>[]>(() => {
    const country = (row: VirtualDid) => displayName(intl, row.country, 'region') ?? row.country;
    const type = (row: VirtualDid) => intl.formatMessage(enumLabels.DID_NUMBER_TYPES[row.number_type]);
    const target = (row: VirtualDid) =>
      row.target_type && row.target_name !== null
        ? intl.formatMessage(targetMessages.targetOf, {
            type: intl.formatMessage(enumLabels.DID_TARGET_TYPES[row.target_type]),
            name: row.target_type === 'extension' ? ltrText(row.target_name) : row.target_name,
          })
        : intl.formatMessage(numbersMessages.notRouted);
    return [
      {
        id: 'number',
        header: intl.formatMessage(m.number),
        accessor: 'number',
        searchable: true,
        nowrap: true,
        cell: (row) => ltrText(row.number),
      },
      { id: 'country', header: intl.formatMessage(m.country), accessor: country, searchable: true },
      { id: 'number_type', header: intl.formatMessage(m.numberType), accessor: type },
      { id: 'target', header: intl.formatMessage(m.target), accessor: target },
      {
        id: 'monthly',
        header: intl.formatMessage(m.monthly),
        accessor: 'monthly_price_minor',
        align: 'end',
        nowrap: true,
        cell: (row) => formatEuro(row.monthly_price_minor),
        exportValue: (row) => formatEuro(row.monthly_price_minor),
      },
      {
        id: 'paid_until',
        header: intl.formatMessage(m.paidUntil),
        // A Date, so the column sorts by time and the cell shows it in the user's format.
        accessor: (row) => new Date(row.paid_until),
        nowrap: true,
        cell: (_row, value) => formatWhen(intl, value),
      },
    ];
  }, [intl]);

  const confirmRelease = async (did: VirtualDid) => {
    try {
      await release.mutateAsync({ params: { id: did.id } });
      toast.success(intl.formatMessage(m.released));
    } catch (error) {
      const notice = failureNotice(intl, error, m.failed);
      if (notice) toast.danger(notice);
      throw error;
    }
  };

  return (
    <>
      <DataTable<VirtualDid>
        label={intl.formatMessage(m.numbers)}
        noun={intl.formatMessage(m.numbersNoun)}
        data={dids}
        columns={columns}
        getRowId={(row) => String(row.id)}
        exportFileName="did-numbers"
        rowActions={(row) => (
          <Stack direction="row" gap="xs">
            <Button size="small" onClick={() => setRouting(row)}>
              {intl.formatMessage(m.route)}
            </Button>
            <Button size="small" kind="danger" onClick={() => setReleasing(row)}>
              {intl.formatMessage(m.release)}
            </Button>
          </Stack>
        )}
      />
      {routing && <RouteDialog key={routing.id} did={routing} onClose={() => setRouting(null)} />}
      {releasing && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setReleasing(null)}
          name={ltrText(releasing.number)}
          title={intl.formatMessage(m.releaseTitle)}
          description={intl.formatMessage(releaseMessages.question, { name: ltrText(releasing.number) })}
          confirmLabel={intl.formatMessage(m.release)}
          onConfirm={() => confirmRelease(releasing)}
        />
      )}
    </>
  );
}
