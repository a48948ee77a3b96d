import type { Extension } from '@switchboard/contract';
import {
  Alert,
  Badge,
  Button,
  ConfirmDialog,
  DataTable,
  type DataTableColumn,
  Icon,
  PageHeader,
  Stack,
  Tooltip,
  toast,
} from '@switchboard/ui';
import { useQuery } from '@tanstack/react-query';
import { type RefObject, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useApp } from '../../app/AppContextProvider';
import { formatWhen } from '../shell/formatWhen';
import { useTableHeight } from '../shell/useTableHeight';
import { ExtensionDialog } from './ExtensionDialog';
import { pbxExtensionsMessages as m } from './pbxExtensions.messages';
import { useExtensionMutations } from './useExtensionMutations';

interface RowActions {
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
  const height = useTableHeight();
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

  const [dialog, setDialog] = useState<{ open: boolean; extension: Extension | null; seq: number }>({
    open: false,
    extension: null,
    seq: 0,
  });
  const [deleting, setDeleting] = useState<{ open: boolean; extension: Extension | null }>({
    open: false,
    extension: null,
  });

  const actions = useRef<RowActions>({ onEdit: () => {}, onDelete: () => {} });
  actions.current = {
    onEdit: (extension) => setDialog((d) => ({ open: true, extension, seq: d.seq + 1 })),
    onDelete: (extension) => setDeleting({ open: true, extension }),
  };

  const confirmDelete = async () => {
    const extension = deleting.extension;
    if (!extension) return;
    try {
      await remove.mutateAsync({ params: { id: extension.id } });
    } catch (error) {
      toast.danger(intl.formatMessage(m.deleteFailed, { name: extension.extension }));
      throw error;
    }
    toast.success(intl.formatMessage(m.deleted, { name: extension.extension }));
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
      {
        id: 'is_active',
        header: intl.formatMessage(m.status),
        accessor: 'is_active',
        exportValue: (extension) =>
          intl.formatMessage(extension.is_active === 1 ? m.statusActive : m.statusInactive),
        cell: (extension) => <Badge kind={extension.is_active === 1 ? 'active' : 'inactive'} />,
        nowrap: true,
      },
      {
        id: 'created_at',
        header: intl.formatMessage(m.createdAt),
        accessor: (extension) => new Date(extension.created_at),
        nowrap: true,
        cell: (_row, value) => formatWhen(intl, value),
      },
      {
        id: 'updated_at',
        header: intl.formatMessage(m.updatedAt),
        accessor: (extension) => new Date(extension.updated_at),
        nowrap: true,
        cell: (_row, value) => formatWhen(intl, value),
      },
    ],
    [intl, userByExtension],
  );

  return (
    <Stack gap="lg">
      <PageHeader
        title={intl.formatMessage(m.title)}
        description={intl.formatMessage(m.description)}
        actions={
          <Button
            kind="primary"
            icon={<Icon name="plus" />}
            onClick={() => setDialog((d) => ({ open: true, extension: null, seq: d.seq + 1 }))}
          >
            {intl.formatMessage(m.newExtension)}
          </Button>
        }
      />
      {extensions.isError && !extensions.data ? (
        <Alert
          kind="danger"
          action={
            <Button size="small" loading={extensions.isFetching} onClick={() => void extensions.refetch()}>
              {intl.formatMessage(m.retry)}
            </Button>
          }
        >
          {intl.formatMessage(m.loadFailed)}
        </Alert>
      ) : (
        <DataTable<Extension>
          label={intl.formatMessage(m.tableLabel)}
          noun={intl.formatMessage(m.noun)}
          data={rows}
          columns={columns}
          getRowId={(extension) => String(extension.id)}
          rowLabel={(extension) => extension.extension}
          loading={extensions.isPending}
          height={height}
          exportFileName="extensions"
        />
      )}
      <ExtensionDialog
        key={dialog.seq}
        extension={dialog.extension}
        extensions={rows}
        open={dialog.open}
        onOpenChange={(open) => setDialog((d) => ({ ...d, open }))}
      />
      <ConfirmDialog
        name={deleting.extension?.extension ?? ''}
        open={deleting.open}
        onOpenChange={(open) => setDeleting((d) => ({ ...d, open }))}
        onConfirm={confirmDelete}
      />
    </Stack>
  );
}

function ExtensionCell({ extension, actions }: { extension: Extension; actions: RefObject<RowActions> }) {
  const intl = useIntl();
  const name = extension.extension;
  return (
    <Stack direction="row" gap="sm" justify="between">
      <span>{name}</span>
      <Stack direction="row" gap="xxs">
        <Tooltip content={intl.formatMessage(m.editTip)}>
          <Button
            size="small"
            kind="ghost"
            aria-label={intl.formatMessage(m.edit, { name })}
            icon={<Icon name="edit" />}
            onClick={() => actions.current.onEdit(extension)}
          />
        </Tooltip>
        <Tooltip content={intl.formatMessage(m.removeTip)}>
          <Button
            size="small"
            kind="ghost"
            aria-label={intl.formatMessage(m.remove, { name })}
            icon={<Icon name="trash" />}
            onClick={() => actions.current.onDelete(extension)}
          />
        </Tooltip>
      </Stack>
    </Stack>
  );
}
