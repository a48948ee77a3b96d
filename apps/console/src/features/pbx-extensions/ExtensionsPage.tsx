import type { Extension } from '@switchboard/contract';
import { ConfirmDialog, type DataTableColumn, Icon } from '@switchboard/ui';
import { useQuery } from '@tanstack/react-query';
import { type RefObject, useMemo, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useApp } from '../../app/AppContextProvider';
import { CrudTable, RowActions } from '../crud/CrudTable';
import { recordColumns } from '../crud/columns';
import { useCrudDialogs, withNotice } from '../crud/useCrudDialogs';
import { ExtensionDialog } from './ExtensionDialog';
import { pbxExtensionsMessages as m } from './pbxExtensions.messages';
import { useExtensionMutations } from './useExtensionMutations';

interface RowActionHandlers {
  onEdit: (extension: Extension) => void;
  onDelete: (extension: Extension) => void;
}

/**
 * /xpbx/settings/extensions: the internal numbers (spec §3 Extension; columns extension, user,
 * description, is_active, created_at, updated_at) with create, edit and delete. Writes run under the
 * global loader and change the list in place (spec §2, §4).
 */
export function ExtensionsPage() {
  const intl = useIntl();
  const { queries } = useApp();
  const extensions = useQuery(queries.listExtensions());
  const users = useQuery(queries.listPbxUsers());
  const { remove } = useExtensionMutations();
  const rows = extensions.data ?? [];

  // Extensions do not name their user; the users list does (each user has at most one extension).
  const userByExtension = useMemo(() => {
    const map = new Map<number, string>();
    for (const user of users.data ?? []) {
      if (user.extension_id !== null) map.set(user.extension_id, user.username);
    }
    return map;
  }, [users.data]);

  const { openDialog, dialog, askDelete, deleting } = useCrudDialogs<Extension>();

  const actions = useRef<RowActionHandlers>({ onEdit: () => {}, onDelete: () => {} });
  actions.current = { onEdit: openDialog, onDelete: askDelete };

  const confirmDelete = async () => {
    const extension = deleting.row;
    if (!extension) return;
    const name = extension.extension;
    await withNotice(() => remove.mutateAsync({ params: { id: extension.id } }), {
      success: intl.formatMessage(m.deleted, { name }),
      failure: intl.formatMessage(m.deleteFailed, { name }),
    });
  };

  const columns = useMemo<DataTableColumn<Extension>[]>(
    () => [
      {
        id: 'extension',
        header: intl.formatMessage(m.extension),
        accessor: 'extension',
        searchable: true,
        cell: (extension) => <ExtensionCell extension={extension} actions={actions} />,
      },
      {
        id: 'user',
        header: intl.formatMessage(m.user),
        accessor: (extension) => userByExtension.get(extension.id) ?? null,
        searchable: true,
      },
      {
        id: 'description',
        header: intl.formatMessage(m.extensionDescription),
        accessor: 'description',
        searchable: true,
      },
      ...recordColumns<Extension>(intl, m),
    ],
    [intl, userByExtension],
  );

  return (
    <CrudTable<Extension>
      title={intl.formatMessage(m.title)}
      description={intl.formatMessage(m.description)}
      newLabel={intl.formatMessage(m.newExtension)}
      onNew={() => openDialog(null)}
      query={extensions}
      retryLabel={intl.formatMessage(m.retry)}
      loadFailedLabel={intl.formatMessage(m.loadFailed)}
      table={{
        label: intl.formatMessage(m.tableLabel),
        noun: intl.formatMessage(m.noun),
        columns,
        getRowId: (extension) => String(extension.id),
        rowLabel: (extension) => extension.extension,
        exportFileName: 'extensions',
      }}
    >
      <ExtensionDialog
        key={dialog.seq}
        extension={dialog.row}
        extensions={rows}
        open={dialog.open}
        onOpenChange={dialog.onOpenChange}
      />
      <ConfirmDialog
        name={deleting.row?.extension ?? ''}
        open={deleting.open}
        onOpenChange={deleting.onOpenChange}
        onConfirm={confirmDelete}
      />
    </CrudTable>
  );
}

function ExtensionCell({
  extension,
  actions,
}: {
  extension: Extension;
  actions: RefObject<RowActionHandlers>;
}) {
  const intl = useIntl();
  const name = extension.extension;
  return (
    <RowActions
      name={name}
      actions={[
        {
          id: 'edit',
          tip: intl.formatMessage(m.editTip),
          label: intl.formatMessage(m.edit, { name }),
          icon: <Icon name="edit" />,
          onClick: () => actions.current.onEdit(extension),
        },
        {
          id: 'remove',
          tip: intl.formatMessage(m.removeTip),
          label: intl.formatMessage(m.remove, { name }),
          icon: <Icon name="trash" />,
          onClick: () => actions.current.onDelete(extension),
        },
      ]}
    />
  );
}
