import { type PbxUser, pbxUserResource } from '@switchboard/contract';
import { Button, type DataTableColumn, Icon } from '@switchboard/ui';
import { type ReactNode, useCallback, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { ResourcePage } from '../resource/ResourcePage';
import { useSession } from '../session/useSession';
import { ActAsDialog } from './ActAsDialog';
import { pbxUsersMessages as m } from './pbxUsers.messages';
import { userForm } from './userForm';
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
  /** Login mode: where Login leads once the impersonation runs. @default '/xpbx/settings/users' */
  loginRedirect?: string;
}

const messages = {
  title: m.title,
  description: m.description,
  tableLabel: m.tableLabel,
  noun: m.noun,
  columns: {
    username: m.username,
    description: m.userDescription,
    extension: m.extension,
    timezone: m.timezone,
  },
  selected: m.selectedUsers,
  deletedMany: m.deletedMany,
};

/**
 * The users of the account (spec §2 "Users table") on the resource page. In login mode the
 * extension column becomes the settings column (Login, or Logout for the impersonated user).
 */
export function UsersTable({ mode, title, description, loginRedirect }: UsersTableProps) {
  const intl = useIntl();
  const session = useSession();
  // The cells call the latest login handlers through a ref, so the columns stay stable.
  const login = useUserLogin(loginRedirect);
  const userLogin = useRef(login);
  userLogin.current = login;
  const [busy, setBusy] = useState<number | null>(null);
  const [asking, setAsking] = useState<PbxUser | null>(null);
  const impersonated = session.impersonating ? session.impersonatedUserId : null;

  const columns = useCallback(
    (derived: DataTableColumn<PbxUser>[]) =>
      derived.map((column): DataTableColumn<PbxUser> => {
        if (column.id !== 'extension') return column;
        if (mode === 'manage') return { ...column, accessor: (user) => user.extension?.extension ?? null };
        const act = (action: (user: PbxUser) => Promise<void>) => async (user: PbxUser) => {
          setBusy(user.id);
          await action(user).finally(() => setBusy(null));
        };
        return {
          id: 'settings',
          header: intl.formatMessage(m.settings),
          accessor: () => null,
          sortable: false,
          exportable: false,
          cell: (user) =>
            impersonated === user.id ? (
              <Button
                size="small"
                icon={<Icon name="logout" />}
                aria-label={intl.formatMessage(m.logoutOf, { name: user.username })}
                loading={busy === user.id}
                onClick={() => void act(userLogin.current.logout)(user)}
              >
                {intl.formatMessage(m.logout)}
              </Button>
            ) : (
              <Button
                size="small"
                icon={<Icon name="user" />}
                aria-label={intl.formatMessage(m.loginAs, { name: user.username })}
                loading={busy === user.id}
                disabled={busy !== null && busy !== user.id}
                onClick={() => setAsking(user)}
              >
                {intl.formatMessage(m.login)}
              </Button>
            ),
        };
      }),
    [intl, mode, impersonated, busy],
  );
  const form = useMemo(() => userForm(mode === 'manage'), [mode]);

  return (
    <>
      <ResourcePage
        resource={pbxUserResource}
        messages={messages}
        form={form}
        title={title}
        description={description ?? intl.formatMessage(mode === 'login' ? m.loginDescription : m.description)}
        columns={columns}
        exportFileName="users"
      />
      <ActAsDialog
        user={asking}
        onConfirm={(reason) => (asking ? userLogin.current.login(asking, reason) : Promise.resolve())}
        onClose={() => setAsking(null)}
      />
    </>
  );
}
