import { type AdminAccount, type AdminAccountDetail, formatEuro } from '@switchboard/contract';
import {
  Alert,
  Button,
  DataTable,
  type DataTableColumn,
  Icon,
  Spinner,
  Stack,
  TextField,
} from '@switchboard/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDeferredValue, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useApp } from '#app/AppContextProvider';
import { ActAsDialog, useUserLogin } from '#features/pbx-users';
import { useSession } from '#features/session/useSession';
import { formatWhen } from '#features/shell/formatWhen';
import { accountsMessages as m } from './accounts.messages';

type AccountUser = AdminAccountDetail['users'][number];

/**
 * The administrator's accounts directory (POST /admin/accounts/search): every account, 25 a page,
 * searched on the server by owner, e-mail or company; opening one lists its users to act as.
 */
export function AccountsDirectory() {
  const intl = useIntl();
  const { queries } = useApp();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [opened, setOpened] = useState<AdminAccount | null>(null);
  const body = useDeferredValue({ ...(search.trim() ? { search: search.trim() } : {}), page });
  const { isAdmin } = useSession();
  // Searched as typed, page by page: the page's loader cannot know the search. Administrators only.
  const accounts = useQuery({
    ...queries.accounts(body),
    placeholderData: keepPreviousData,
    enabled: isAdmin,
  });

  const columns = useMemo(
    (): DataTableColumn<AdminAccount>[] => [
      { id: 'owner_name', header: intl.formatMessage(m.owner), accessor: 'owner_name' },
      { id: 'owner_email', header: intl.formatMessage(m.email), accessor: 'owner_email' },
      { id: 'company_name', header: intl.formatMessage(m.company), accessor: 'company_name' },
      {
        id: 'email_verified',
        header: intl.formatMessage(m.verified),
        accessor: (account) => intl.formatMessage(account.email_verified ? m.yes : m.no),
      },
      {
        id: 'balance',
        header: intl.formatMessage(m.balance),
        accessor: 'balance_minor',
        cell: (account) => formatEuro(account.balance_minor),
      },
      {
        id: 'created_at',
        header: intl.formatMessage(m.created),
        accessor: (account) => new Date(account.created_at),
        nowrap: true,
        cell: (_account, value) => formatWhen(intl, value),
      },
      {
        id: 'open',
        header: intl.formatMessage(m.open),
        accessor: () => null,
        sortable: false,
        exportable: false,
        cell: (account) => (
          <Button
            size="small"
            icon={<Icon name="users" />}
            aria-label={intl.formatMessage(m.openAccount, { name: account.owner_name })}
            onClick={() => setOpened(account)}
          >
            {intl.formatMessage(m.open)}
          </Button>
        ),
      },
    ],
    [intl],
  );

  return (
    <Stack gap="md">
      <TextField
        label={intl.formatMessage(m.search)}
        value={search}
        onChange={(value) => {
          setSearch(value);
          setPage(1);
        }}
        maxLength={100}
      />
      {accounts.isError ? (
        <Alert
          kind="danger"
          action={<Button onClick={() => void accounts.refetch()}>{intl.formatMessage(m.retry)}</Button>}
        >
          {intl.formatMessage(m.failed)}
        </Alert>
      ) : (
        <DataTable<AdminAccount>
          label={intl.formatMessage(m.tableLabel)}
          noun={intl.formatMessage(m.noun)}
          data={accounts.data?.accounts ?? []}
          columns={columns}
          getRowId={(account) => String(account.id)}
          loading={accounts.isPending}
          emptyMessage={intl.formatMessage(m.empty)}
          exportFileName="accounts"
          paging={{
            pageIndex: page - 1,
            pageSize: accounts.data?.page_size ?? 25,
            total: accounts.data?.total ?? 0,
            onPageChange: (index) => setPage(index + 1),
          }}
        />
      )}
      <AccountUsers account={opened} />
    </Stack>
  );
}

/** The users of one account (GET /admin/accounts/:id), each with Login, which asks why first. */
function AccountUsers({ account }: { account: AdminAccount | null }) {
  const intl = useIntl();
  const { queries } = useApp();
  // Asked for when an account is opened, like a dialog's list.
  const detail = useQuery({ ...queries.adminAccount(account?.id ?? 0), enabled: account !== null });
  const login = useUserLogin();
  const [asking, setAsking] = useState<AccountUser | null>(null);
  const columns = useMemo(
    (): DataTableColumn<AccountUser>[] => [
      { id: 'username', header: intl.formatMessage(m.username), accessor: 'username' },
      { id: 'description', header: intl.formatMessage(m.description), accessor: 'description' },
      {
        id: 'login',
        header: intl.formatMessage(m.actAs),
        accessor: () => null,
        sortable: false,
        exportable: false,
        cell: (user) =>
          user.is_active ? (
            <Button
              size="small"
              icon={<Icon name="user" />}
              aria-label={intl.formatMessage(m.loginAs, { name: user.username })}
              onClick={() => setAsking(user)}
            >
              {intl.formatMessage(m.actAs)}
            </Button>
          ) : (
            intl.formatMessage(m.inactive)
          ),
      },
    ],
    [intl],
  );
  if (!account) return null;
  return (
    <Stack gap="sm">
      <h2>{intl.formatMessage(m.usersOf, { name: account.owner_name })}</h2>
      {detail.isError ? (
        <Alert
          kind="danger"
          action={<Button onClick={() => void detail.refetch()}>{intl.formatMessage(m.retry)}</Button>}
        >
          {intl.formatMessage(m.failed)}
        </Alert>
      ) : detail.isPending ? (
        <Spinner />
      ) : (
        <DataTable<AccountUser>
          label={intl.formatMessage(m.usersLabel)}
          data={detail.data.users}
          columns={columns}
          getRowId={(user) => String(user.id)}
          emptyMessage={intl.formatMessage(m.noUsers)}
        />
      )}
      <ActAsDialog
        user={asking}
        onConfirm={(reason) => (asking ? login.login(asking, reason) : Promise.resolve())}
        onClose={() => setAsking(null)}
      />
    </Stack>
  );
}
