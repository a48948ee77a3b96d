import { tariffMutations } from '@switchboard/api-client';
import { createTariffTypeBody, type TariffType, updateTariffTypeBody } from '@switchboard/contract';
import {
  Button,
  ConfirmDialog,
  DataTable,
  type DataTableColumn,
  Icon,
  Stack,
  TextField,
  toast,
} from '@switchboard/ui';
import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useApp } from '#app/AppContextProvider';
import { contractErrors } from '#features/forms/contractErrors';
import { tariffTypeText } from '#features/widget';
import { adminTariffsMessages as m } from './adminTariffs.messages';
import { EditDialog } from './EditDialog';
import { TariffRates } from './TariffRates';

const checkNew = contractErrors(createTariffTypeBody);
const checkEdit = contractErrors(updateTariffTypeBody);

export interface TariffTypesTabProps {
  /** The type whose rates show (the address's `type`, the first type by default). */
  opened: string | null;
  onOpen: (type: string | null) => void;
}

/** The tariff types (add, edit, delete), and the rates of the one opened. */
export function TariffTypesTab({ opened, onOpen }: TariffTypesTabProps) {
  const intl = useIntl();
  const { api, queries } = useApp();
  const { data: types } = useSuspenseQuery(queries.tariffTypes());
  const edits = tariffMutations(api);
  const create = useMutation(edits.createTariffType());
  const update = useMutation(edits.updateTariffType());
  const remove = useMutation(edits.deleteTariffType());
  const [editing, setEditing] = useState<TariffType | 'new' | null>(null);
  const [deleting, setDeleting] = useState<TariffType | null>(null);
  const shown = types.find((type) => type.id === opened) ?? null;

  const columns = useMemo(
    (): DataTableColumn<TariffType>[] => [
      {
        id: 'name',
        header: intl.formatMessage(m.name),
        accessor: (type) => tariffTypeText(intl, type).name,
        searchable: true,
      },
      { id: 'id', header: intl.formatMessage(m.typeId), accessor: 'id', searchable: true, nowrap: true },
      { id: 'unit', header: intl.formatMessage(m.unit), accessor: 'unit' },
    ],
    [intl],
  );

  return (
    <Stack gap="lg">
      <Stack direction="row" justify="end">
        <Button kind="primary" icon={<Icon name="plus" />} onClick={() => setEditing('new')}>
          {intl.formatMessage(m.addType)}
        </Button>
      </Stack>
      <DataTable<TariffType>
        label={intl.formatMessage(m.typesTab)}
        noun={intl.formatMessage(m.types)}
        data={types}
        columns={columns}
        getRowId={(type) => type.id}
        exportFormats={[]}
        emptyMessage={intl.formatMessage(m.noTypes)}
        rowActions={(type) => {
          const name = tariffTypeText(intl, type).name;
          return (
            <Stack direction="row" gap="xs" wrap>
              <Button
                size="small"
                kind={type.id === opened ? 'primary' : 'default'}
                aria-pressed={type.id === opened}
                aria-label={intl.formatMessage(m.showRatesOf, { name })}
                onClick={() => onOpen(type.id)}
              >
                {intl.formatMessage(m.showRates)}
              </Button>
              <Button
                size="small"
                icon={<Icon name="edit" />}
                aria-label={intl.formatMessage(m.editType, { name })}
                onClick={() => setEditing(type)}
              >
                {intl.formatMessage(m.edit)}
              </Button>
              <Button
                size="small"
                icon={<Icon name="trash" />}
                aria-label={intl.formatMessage(m.deleteType, { name })}
                onClick={() => setDeleting(type)}
              >
                {intl.formatMessage(m.delete)}
              </Button>
            </Stack>
          );
        }}
      />
      {shown && <TariffRates key={shown.id} type={shown} />}
      {editing !== null && (
        <EditDialog
          key={editing === 'new' ? 'new' : editing.id}
          title={
            editing === 'new'
              ? intl.formatMessage(m.addType)
              : intl.formatMessage(m.editType, { name: tariffTypeText(intl, editing).name })
          }
          initialValues={
            editing === 'new'
              ? { id: '', name: '', unit: '' }
              : { id: editing.id, name: editing.name, unit: editing.unit }
          }
          validate={editing === 'new' ? checkNew : checkEdit}
          save={async (values) => {
            if (editing === 'new') {
              const made = await create.mutateAsync({ body: values });
              onOpen(made.id);
            } else {
              await update.mutateAsync({
                params: { type: editing.id },
                body: { name: values.name, unit: values.unit },
              });
            }
          }}
          savedText={intl.formatMessage(m.typeSaved)}
          onClose={() => setEditing(null)}
          fields={(bind) => (
            <>
              <TextField
                {...bind('id', intl.formatMessage(m.typeId))}
                hint={intl.formatMessage(m.typeIdHint)}
                disabled={editing !== 'new'}
                maxLength={40}
                dir="ltr"
                required
              />
              <TextField {...bind('name', intl.formatMessage(m.name))} maxLength={100} required />
              <TextField
                {...bind('unit', intl.formatMessage(m.unit))}
                hint={intl.formatMessage(m.unitHint)}
                maxLength={50}
                required
              />
            </>
          )}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        name={deleting ? tariffTypeText(intl, deleting).name : ''}
        description={intl.formatMessage(m.deleteTypeText)}
        onConfirm={async () => {
          if (!deleting) return;
          await remove.mutateAsync({ params: { type: deleting.id } });
          if (opened === deleting.id) onOpen(null);
          toast.success(intl.formatMessage(m.typeDeleted));
        }}
      />
    </Stack>
  );
}
