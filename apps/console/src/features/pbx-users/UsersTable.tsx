import { queryKeys } from '@switchboard/api-client';
import type { PbxUser } from '@switchboard/contract';
import { Button, ConfirmDialog, type DataTableColumn, Icon, toast } from '@switchboard/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, type RefObject, useMemo, useRef, useState } from 'react';
import { type IntlShape, useIntl } from 'react-intl';
import { useApp } from '../../app/AppContextProvider';
import { CrudTable, RowActions } from '../crud/CrudTable';
import { recordColumns } from '../crud/columns';
import { useCrudDialogs, withNotice } from '../crud/useCrudDialogs';
import { useSession } from '../session/useSession';
import { pbxUsersMessages as m } from './pbxUsers.messages';
import { UserDialog } from './UserDialog';
import { useUserLogin } from './useUserLogin';

export type UsersTableMode = 'manage' | 'login';

export interface UsersTableProps {
  /**
   * `manage` (/xpbx/settings/users): an extension column and the extension dropdown in the dialog.
   * `login` (/profile/users): a settings column with Login, and Logout for the impersonated user,
   * in place of the extension column; the dialog has no extension dropdown (spec §2).
   */
  mode: UsersTableMode;
  /** The page heading. @default 'Users' */
  title?: ReactNode;
  /** The line under the heading. @default a text fitting the mode */
  description?: ReactNode;
  /** Level of the heading. @default 1 */
  headingLevel?: 1 | 2 | 3;
  /** Login mode: where Login leads once the impersonation runs. @default '/xpbx/settings/users' */
  loginRedirect?: string;
  /** Login mode: replaces the default Login (impersonate, success notice, open `loginRedirect`). */
  onLogin?: (user: PbxUser) => Promise<void> | void;
  /** Login mode: replaces the default Logout (end the impersonation, notice). */
  onLogout?: (user: PbxUser) => Promise<void> | void;
}

interface Handlers {
  onEdit: (user: PbxUser) => void;
  onToggle: (user: PbxUser) => void;
  onDelete: (user: PbxUser) => void;
  toggling: number | null;
}

interface LoginHandlers {
  impersonatedUserId: number | null;
  busy: number | null;
  onLogin: (user: PbxUser) => void;
  onLogout: (user: PbxUser) => void;
}

/**
 * The users of the account (spec §2 "Users table"): 10 rows a page (5/10/25), the pager on top,
 * search over username and description, sorting by several columns (shift-click), export to xlsx
 * and csv, row actions (edit, toggle active, delete) beside each username, and selection with a
 * bulk delete. Its height follows the window (spec §9: window height minus 290 px).
 */
export function UsersTable({
  mode,
  title,
  description,
  headingLevel = 1,
  loginRedirect,
  onLogin,
  onLogout,
}: UsersTableProps) {
  const intl = useIntl();
  const { api, queries, mutations } = useApp();
  const queryClient = useQueryClient();
  const session = useSession();
  const users = useQuery(queries.listPbxUsers());
  const rows = users.data ?? [];

  const { openDialog, dialog, askDelete, deleting } = useCrudDialogs<PbxUser>();
  const [bulk, setBulk] = useState<{ open: boolean; rows: PbxUser[]; clear: () => void }>({
    open: false,
    rows: [],
    clear: () => {},
  });

  const update = useMutation(mutations.updatePbxUser());
  const remove = useMutation(mutations.deletePbxUser());

  // Spec §4: toggling flips is_active between 1 and 0 and saves at once.
  const toggle = (user: PbxUser) => {
    update.mutate(
      { params: { id: user.id }, body: { is_active: user.is_active === 1 ? 0 : 1 } },
      {
        onSuccess: () => toast.success(intl.formatMessage(m.updated, { name: user.username })),
        onError: () => toast.danger(intl.formatMessage(m.updateFailed, { name: user.username })),
      },
    );
  };

  const confirmDelete = async () => {
    const user = deleting.row;
    if (!user) return;
    const name = user.username;
    await withNotice(() => remove.mutateAsync({ params: { id: user.id } }), {
      success: intl.formatMessage(m.deleted, { name }),
      failure: intl.formatMessage(m.deleteFailed, { name }),
    });
  };

  // Spec §7: a bulk delete calls DELETE once per id; the lists are refreshed once at the end.
  const confirmBulkDelete = async () => {
    const targets = bulk.rows;
    const results = await Promise.allSettled(
      targets.map((user) => api.call('deletePbxUser', { params: { id: user.id } })),
    );
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.pbxUsers() }),
      queryClient.invalidateQueries({ queryKey: queryKeys.extensions() }),
    ]);
    const deleted = results.filter((result) => result.status === 'fulfilled').length;
    if (deleted > 0) toast.success(intl.formatMessage(m.deletedMany, { count: deleted }));
    results.forEach((result, index) => {
      const user = targets[index];
      if (result.status === 'rejected' && user) {
        toast.danger(intl.formatMessage(m.deleteFailed, { name: user.username }));
      }
    });
    bulk.clear();
  };

  const userLogin = useUserLogin(loginRedirect);
  const [loginBusy, setLoginBusy] = useState<number | null>(null);
  const runLogin = (action: (user: PbxUser) => Promise<void> | void) => async (user: PbxUser) => {
    setLoginBusy(user.id);
    try {
      await action(user);
    } finally {
      setLoginBusy(null);
    }
  };

  const handlers: Handlers = {
    onEdit: (user) => openDialog(user),
    onToggle: toggle,
    onDelete: askDelete,
    toggling: update.isPending && update.variables ? Number(update.variables.params.id) : null,
  };
  const loginHandlers: LoginHandlers = {
    impersonatedUserId: session.impersonating ? session.impersonatedUserId : null,
    busy: loginBusy,
    onLogin: (user) => void runLogin(onLogin ?? userLogin.login)(user),
    onLogout: (user) => void runLogin(onLogout ?? userLogin.logout)(user),
  };

  // The cells call the latest handlers through a ref, so the columns stay stable between renders.
  const actions = useRef({ ...handlers, ...loginHandlers });
  actions.current = { ...handlers, ...loginHandlers };
  const columns = useUserColumns(intl, mode, actions, {
    toggling: handlers.toggling,
    impersonatedUserId: loginHandlers.impersonatedUserId,
    busy: loginHandlers.busy,
  });

  return (
    <CrudTable<PbxUser>
      title={title ?? intl.formatMessage(m.title)}
      description={description ?? intl.formatMessage(mode === 'login' ? m.loginDescription : m.description)}
      headingLevel={headingLevel}
      newLabel={intl.formatMessage(m.newUser)}
      onNew={() => openDialog(null)}
      query={users}
      retryLabel={intl.formatMessage(m.retry)}
      loadFailedLabel={intl.formatMessage(m.loadFailed)}
      table={{
        label: intl.formatMessage(m.tableLabel),
        noun: intl.formatMessage(m.noun),
        columns,
        getRowId: (user) => String(user.id),
        rowLabel: (user) => user.username,
        exportFileName: 'users',
        selectable: true,
        bulkActions: (selected, clear) => (
          <Button
            size="small"
            kind="danger"
            icon={<Icon name="trash" />}
            onClick={() => setBulk({ open: true, rows: selected, clear })}
          >
            {intl.formatMessage(m.deleteSelected)}
          </Button>
        ),
      }}
    >
      <UserDialog
        key={dialog.seq}
        user={dialog.row}
        users={rows}
        showExtension={mode === 'manage'}
        open={dialog.open}
        onOpenChange={dialog.onOpenChange}
      />
      <ConfirmDialog
        name={deleting.row?.username ?? ''}
        open={deleting.open}
        onOpenChange={deleting.onOpenChange}
        onConfirm={confirmDelete}
      />
      <ConfirmDialog
        name={intl.formatMessage(m.selectedUsers, { count: bulk.rows.length })}
        open={bulk.open}
        onOpenChange={(open) => setBulk((b) => ({ ...b, open }))}
        onConfirm={confirmBulkDelete}
      />
    </CrudTable>
  );
}

type Actions = Handlers & LoginHandlers;
type RowState = Pick<Actions, 'toggling' | 'impersonatedUserId' | 'busy'>;

/** The columns of spec §2 for the mode; they change only with what the cells show. */
function useUserColumns(
  intl: IntlShape,
  mode: UsersTableMode,
  actions: RefObject<Actions>,
  state: RowState,
): DataTableColumn<PbxUser>[] {
  const { toggling, impersonatedUserId, busy } = state;
  return useMemo(() => {
    const row = { toggling, impersonatedUserId, busy };
    const columns: DataTableColumn<PbxUser>[] = [
      {
        id: 'username',
        header: intl.formatMessage(m.username),
        accessor: 'username',
        searchable: true,
        cell: (user) => <UsernameCell user={user} actions={actions} toggling={row.toggling} />,
      },
      {
        id: 'description',
        header: intl.formatMessage(m.userDescription),
        accessor: 'description',
        searchable: true,
      },
      mode === 'manage'
        ? {
            id: 'extension',
            header: intl.formatMessage(m.extension),
            accessor: (user) => user.extension?.extension ?? null,
          }
        : {
            id: 'settings',
            header: intl.formatMessage(m.settings),
            accessor: () => null,
            sortable: false,
            exportable: false,
            cell: (user) => <LoginCell user={user} actions={actions} state={row} />,
          },
      { id: 'timezone', header: intl.formatMessage(m.timezone), accessor: 'timezone' },
      ...recordColumns<PbxUser>(intl, m),
    ];
    return columns;
  }, [intl, mode, actions, toggling, impersonatedUserId, busy]);
}

function UsernameCell({
  user,
  actions,
  toggling,
}: {
  user: PbxUser;
  actions: RefObject<Actions>;
  toggling: number | null;
}) {
  const intl = useIntl();
  const name = user.username;
  const active = user.is_active === 1;
  return (
    <RowActions
      name={name}
      actions={[
        {
          id: 'edit',
          tip: intl.formatMessage(m.editTip),
          label: intl.formatMessage(m.edit, { name }),
          icon: <Icon name="edit" />,
          onClick: () => actions.current.onEdit(user),
        },
        {
          id: 'toggle',
          tip: intl.formatMessage(active ? m.deactivateTip : m.activateTip),
          label: intl.formatMessage(active ? m.deactivate : m.activate, { name }),
          icon: <Icon name={active ? 'eye' : 'eyeOff'} />,
          loading: toggling === user.id,
          onClick: () => actions.current.onToggle(user),
        },
        {
          id: 'remove',
          tip: intl.formatMessage(m.removeTip),
          label: intl.formatMessage(m.remove, { name }),
          icon: <Icon name="trash" />,
          onClick: () => actions.current.onDelete(user),
        },
      ]}
    />
  );
}

function LoginCell({
  user,
  actions,
  state,
}: {
  user: PbxUser;
  actions: RefObject<Actions>;
  state: RowState;
}) {
  const intl = useIntl();
  const name = user.username;
  if (state.impersonatedUserId === user.id) {
    return (
      <Button
        size="small"
        icon={<Icon name="logout" />}
        aria-label={intl.formatMessage(m.logoutOf, { name })}
        loading={state.busy === user.id}
        onClick={() => actions.current.onLogout(user)}
      >
        {intl.formatMessage(m.logout)}
      </Button>
    );
  }
  return (
    <Button
      size="small"
      icon={<Icon name="user" />}
      aria-label={intl.formatMessage(m.loginAs, { name })}
      loading={state.busy === user.id}
      disabled={state.busy !== null && state.busy !== user.id}
      onClick={() => actions.current.onLogin(user)}
    >
      {intl.formatMessage(m.login)}
    </Button>
  );
}
