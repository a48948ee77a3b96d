import type { ActivityEntry } from '@switchboard/contract';
import {
  Alert,
  DataTable,
  type DataTableColumn,
  Dropdown,
  Icon,
  Modal,
  PageHeader,
  Spinner,
  Stack,
  Switch,
} from '@switchboard/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Suspense, useMemo, useState } from 'react';
import { type IntlShape, useIntl } from 'react-intl';
import { useApp } from '#app/AppContextProvider';
import { lazyNamed } from '#app/lazyNamed';
import { ltrCell } from '#features/crud/ltrCell';
import { RowActions } from '#features/crud/RowActions';
import { ClearFiltersButton } from '#features/filters/ClearFiltersButton';
import { DateRangeFilters } from '#features/filters/DateRangeFilters';
import { isReversedRange } from '#features/filters/dateRange';
import { useFilterSearch } from '#features/filters/useFilterSearch';
import { useProfile } from '#features/session/useProfile';
import { formatWhen } from '#features/shell/formatWhen';
import { useTableHeight } from '#features/shell/useTableHeight';
import { activityMessages as m } from './activity.messages';
import {
  ACTIONS,
  type ActivitySearch,
  activityBody,
  showsAll,
  validateActivitySearch,
} from './activitySearch';
import { useActivityWordsModule } from './words';

type Words = ReturnType<typeof import('./activityWords').activityWords>;

// The changes table loads when "Show changes" is first opened.
const ActivityChanges = lazyNamed(() => import('./ActivityChanges'), 'ActivityChanges');

/** The entries' words, loaded with the route's data (the loader waits for them). */
function useWords(): Words {
  const intl = useIntl();
  const { activityWords } = useActivityWordsModule();
  return useMemo(() => activityWords(intl), [activityWords, intl]);
}

/**
 * /profile/activity: every change made in the account (POST /admin/activity), newest first, with
 * who made it (and the administrator acting for them), the action, when and from where; a row
 * shows its values before and after. Filters live in the address: dates, action, and for
 * administrators every account's activity.
 */
export function ActivityPage() {
  const intl = useIntl();
  const isAdmin = useProfile()?.user_info.is_admin === true;
  const words = useWords();
  const [search, setSearch] = useFilterSearch(validateActivitySearch);
  const all = showsAll(search, isAdmin);
  return (
    <Stack gap="lg">
      <PageHeader
        title={intl.formatMessage(m.title)}
        description={intl.formatMessage(all ? m.allDescription : m.description)}
      />
      <Stack direction="row" gap="md" align="start" wrap>
        <DateRangeFilters value={search} onChange={setSearch} />
        <Dropdown<string>
          label={intl.formatMessage(m.action)}
          options={ACTIONS.map((action) => ({ value: action, label: words.action(action) }))}
          value={search.action ?? null}
          placeholderOption={intl.formatMessage(m.allActions)}
          onChange={(action) => setSearch({ ...search, action: action ?? undefined })}
        />
        {isAdmin && (
          <Switch
            label={intl.formatMessage(m.allAccounts)}
            checked={all}
            onChange={(all) => setSearch({ ...search, all: all || undefined })}
          />
        )}
        <ClearFiltersButton value={search} onClear={() => setSearch({})} />
      </Stack>
      {!isReversedRange(search) && <ActivityTable search={search} all={all} />}
    </Stack>
  );
}

function columnsOf(intl: IntlShape, words: Words, all: boolean, show: (entry: ActivityEntry) => void) {
  const action = (entry: ActivityEntry) => words.action(entry.action, entry.before, entry.after);
  const columns: DataTableColumn<ActivityEntry>[] = [
    {
      id: 'created_at',
      header: intl.formatMessage(m.when),
      accessor: (entry) => new Date(entry.created_at),
      nowrap: true,
      cell: (_entry, value) => formatWhen(intl, value),
    },
    {
      id: 'who',
      header: intl.formatMessage(m.who),
      accessor: (entry) =>
        entry.acting_admin_id === null
          ? entry.who.name
          : `${entry.who.name} (${intl.formatMessage(m.actingAdmin, { id: entry.acting_admin_id })})`,
      searchable: true,
    },
    {
      id: 'action',
      header: intl.formatMessage(m.action),
      accessor: action,
      searchable: true,
      cell: (entry) => (
        <RowActions
          name={action(entry)}
          actions={[
            {
              id: 'changes',
              tip: intl.formatMessage(m.showChanges),
              label: intl.formatMessage(m.showChangesOf, { action: action(entry) }),
              icon: <Icon name="eye" />,
              onClick: () => show(entry),
            },
          ]}
        />
      ),
    },
    {
      id: 'area',
      header: intl.formatMessage(m.area),
      accessor: (entry) => words.area(entry.path),
      searchable: true,
    },
    {
      id: 'ip',
      header: intl.formatMessage(m.ip),
      accessor: (entry) => words.address(entry.ip),
      searchable: true,
      cell: ltrCell,
    },
  ];
  return all
    ? [...columns, { id: 'account', header: intl.formatMessage(m.account), accessor: 'account_id' } as const]
    : columns;
}

function ActivityTable({ search, all }: { search: ActivitySearch; all: boolean }) {
  const intl = useIntl();
  const { queries } = useApp();
  const height = useTableHeight();
  const { data } = useSuspenseQuery(queries.activity(activityBody(search), all));
  const words = useWords();
  const [shown, setShown] = useState<ActivityEntry | null>(null);
  const columns = useMemo(() => columnsOf(intl, words, all, setShown), [intl, words, all]);
  return (
    <Stack gap="md">
      {data.truncated && <Alert kind="info">{intl.formatMessage(m.capped, { limit: data.limit })}</Alert>}
      <DataTable<ActivityEntry>
        label={intl.formatMessage(m.tableLabel)}
        noun={intl.formatMessage(m.noun)}
        data={data.entries}
        columns={columns}
        getRowId={(entry) => String(entry.id)}
        defaultSorting={[{ id: 'created_at', desc: true }]}
        exportFileName="activity"
        height={height}
      />
      <Modal
        title={
          shown
            ? intl.formatMessage(m.changesTitle, {
                action: words.action(shown.action, shown.before, shown.after),
              })
            : ''
        }
        width="large"
        open={shown !== null}
        onOpenChange={(open) => !open && setShown(null)}
      >
        {shown && (
          <Suspense fallback={<Spinner />}>
            <ActivityChanges entry={shown} />
          </Suspense>
        )}
      </Modal>
    </Stack>
  );
}
