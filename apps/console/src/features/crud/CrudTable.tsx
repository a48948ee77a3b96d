import {
  Alert,
  Button,
  DataTable,
  type DataTableProps,
  Icon,
  PageHeader,
  Stack,
  Tooltip,
} from '@switchboard/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTableHeight } from '../shell/useTableHeight';

export interface CrudTableProps<T> {
  title: ReactNode;
  description: ReactNode;
  /** Level of the heading. @default 1 */
  headingLevel?: 1 | 2 | 3;
  /** The 'New …' button's text; it opens the create dialog. */
  newLabel: ReactNode;
  onNew: () => void;
  /** The list's query: pending shows the table loading, a failure without data the retry notice. */
  query: Pick<UseQueryResult<T[]>, 'data' | 'isError' | 'isFetching' | 'isPending' | 'refetch'>;
  retryLabel: ReactNode;
  loadFailedLabel: ReactNode;
  /** The table, less what the page fills in (rows, loading, height). */
  table: Omit<DataTableProps<T>, 'data' | 'loading' | 'height'>;
  /** The dialogs (create/edit, delete). */
  children: ReactNode;
}

/**
 * A list page (spec §2, §4): heading with a 'New …' button, then the table — or, when the list
 * could not load, a danger notice with Retry — sized to the window, then the page's dialogs.
 */
export function CrudTable<T>({
  title,
  description,
  headingLevel,
  newLabel,
  onNew,
  query,
  retryLabel,
  loadFailedLabel,
  table,
  children,
}: CrudTableProps<T>) {
  const height = useTableHeight();
  return (
    <Stack gap="lg">
      <PageHeader
        title={title}
        description={description}
        {...(headingLevel ? { headingLevel } : {})}
        actions={
          <Button kind="primary" icon={<Icon name="plus" />} onClick={onNew}>
            {newLabel}
          </Button>
        }
      />
      {query.isError && !query.data ? (
        <Alert
          kind="danger"
          action={
            <Button size="small" loading={query.isFetching} onClick={() => void query.refetch()}>
              {retryLabel}
            </Button>
          }
        >
          {loadFailedLabel}
        </Alert>
      ) : (
        <DataTable<T> {...table} data={query.data ?? []} loading={query.isPending} height={height} />
      )}
      {children}
    </Stack>
  );
}

export interface RowAction {
  /** Stable while the row shows (e.g. 'edit'), so a button keeps focus when its name changes. */
  id: string;
  /** The tooltip. */
  tip: string;
  /** The button's accessible name, naming the row. */
  label: string;
  icon: ReactNode;
  loading?: boolean;
  onClick: () => void;
}

/** A row's name with its action buttons (edit, toggle, delete …) beside it. */
export function RowActions({ name, actions }: { name: ReactNode; actions: RowAction[] }) {
  return (
    <Stack direction="row" gap="sm" justify="between">
      <span>{name}</span>
      <Stack direction="row" gap="xxs">
        {actions.map((action) => (
          <Tooltip key={action.id} content={action.tip}>
            <Button
              size="small"
              kind="ghost"
              aria-label={action.label}
              icon={action.icon}
              {...(action.loading !== undefined ? { loading: action.loading } : {})}
              onClick={action.onClick}
            />
          </Tooltip>
        ))}
      </Stack>
    </Stack>
  );
}
