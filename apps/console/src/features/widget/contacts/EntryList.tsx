import {
  Alert,
  Button,
  ConfirmDialog,
  DataTable,
  type DataTableColumn,
  Icon,
  PageHeader,
  Stack,
} from '@switchboard/ui';
import { type ReactNode, useMemo, useRef } from 'react';
import { useIntl } from 'react-intl';
import { OnceOpened } from '#features/crud/OnceOpened';
import { RowActions } from '#features/crud/RowActions';
import { useCrudDialogs } from '#features/crud/useCrudDialogs';
import { widgetContactsMessages as m } from './widgetContacts.messages';

export interface EntryDialogProps<T> {
  /** The entry to edit; null adds one. */
  row: T | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export interface EntryListProps<T extends { id: string }> {
  title: ReactNode;
  description: ReactNode;
  /** Above the heading (breadcrumbs). */
  before?: ReactNode;
  addLabel: string;
  /** The most entries there may be; the add button is off at it. */
  limit: number;
  rows: readonly T[];
  nameOf: (row: T) => string;
  /** The first column's header (the name, with the row's edit and delete buttons). */
  nameHeader: string;
  /** The columns after the name. */
  columns: DataTableColumn<T>[];
  editLabel: (name: string) => string;
  deleteLabel: (name: string) => string;
  table: { label: string; noun: string; emptyMessage: string; exportFileName: string };
  /** The add/edit dialog; rendered anew on each opening, from the first one on (it may be lazy). */
  dialog: (props: EntryDialogProps<T>) => ReactNode;
  /** Deletes after the confirmation; rejects (and has said why) when it failed. */
  onDelete: (row: T) => Promise<unknown>;
}

/**
 * A list of offices or departments: heading with the add button, the table with edit and delete
 * per row, the add/edit dialog and the delete confirmation (spec §2: delete always asks).
 */
export function EntryList<T extends { id: string }>({
  title,
  description,
  before,
  addLabel,
  limit,
  rows,
  nameOf,
  nameHeader,
  columns,
  editLabel,
  deleteLabel,
  table,
  dialog: renderDialog,
  onDelete,
}: EntryListProps<T>) {
  const intl = useIntl();
  const { openDialog, dialog, askDelete, deleting } = useCrudDialogs<T>();
  const full = rows.length >= limit;

  // The table's columns stay the same while the row buttons call the latest handlers.
  const handlers = useRef({ openDialog, askDelete, nameOf, editLabel, deleteLabel });
  handlers.current = { openDialog, askDelete, nameOf, editLabel, deleteLabel };

  const allColumns = useMemo<DataTableColumn<T>[]>(
    () => [
      {
        id: 'name',
        header: nameHeader,
        accessor: (row) => handlers.current.nameOf(row),
        searchable: true,
        cell: (row) => {
          const { nameOf: name, editLabel: edit, deleteLabel: remove } = handlers.current;
          return (
            <RowActions
              name={name(row)}
              actions={[
                {
                  id: 'edit',
                  tip: intl.formatMessage(m.editTip),
                  label: edit(name(row)),
                  icon: <Icon name="edit" />,
                  onClick: () => handlers.current.openDialog(row),
                },
                {
                  id: 'delete',
                  tip: intl.formatMessage(m.deleteTip),
                  label: remove(name(row)),
                  icon: <Icon name="trash" />,
                  onClick: () => handlers.current.askDelete(row),
                },
              ]}
            />
          );
        },
      },
      ...columns,
    ],
    [intl, nameHeader, columns],
  );

  return (
    <Stack gap="lg">
      {before}
      <PageHeader
        title={title}
        description={description}
        actions={
          <Button kind="primary" icon={<Icon name="plus" />} disabled={full} onClick={() => openDialog(null)}>
            {addLabel}
          </Button>
        }
      />
      {full && <Alert>{intl.formatMessage(m.tooMany, { count: limit })}</Alert>}
      <DataTable<T>
        label={table.label}
        noun={table.noun}
        data={rows}
        columns={allColumns}
        getRowId={(row) => row.id}
        rowLabel={nameOf}
        exportFileName={table.exportFileName}
        emptyMessage={table.emptyMessage}
      />
      {/* Keyed by the opening, so the dialog starts from fresh values each time. */}
      <OnceOpened key={dialog.seq} open={dialog.open}>
        {renderDialog({ row: dialog.row, open: dialog.open, onOpenChange: dialog.onOpenChange })}
      </OnceOpened>
      <ConfirmDialog
        name={deleting.row ? nameOf(deleting.row) : ''}
        open={deleting.open}
        onOpenChange={deleting.onOpenChange}
        onConfirm={() => (deleting.row ? onDelete(deleting.row) : undefined)}
      />
    </Stack>
  );
}
