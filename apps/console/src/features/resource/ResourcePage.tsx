import { resourceMutations, resourceQueries } from '@switchboard/api-client';
import type { AnyResource, EntityOf } from '@switchboard/contract';
import {
  Button,
  ConfirmDialog,
  DataTable,
  type DataTableColumn,
  Icon,
  PageHeader,
  Stack,
  toast,
} from '@switchboard/ui';
import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { type ReactNode, useMemo, useRef, useState } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { useApp } from '#app/AppContextProvider';
import { type RowAction, RowActions } from '../crud/RowActions';
import { useCrudDialogs } from '../crud/useCrudDialogs';
import { useMayCall } from '../session/useMayCall';
import { useTableHeight } from '../shell/useTableHeight';
import { type FormSource, LazyResourceDialog } from './LazyResourceDialog';
import { idOf, titleOf } from './records';
import { resourceMessages as m } from './resource.messages';
import { resourceColumns } from './resourceColumns';
import { type ScopeProp, scopeArgs } from './scope';
import { useResourceNotice } from './useResourceNotice';

type Values = Record<string, unknown>;

/** With a nested resource, `scope`: its parent ids (`{ carrierId: 3 }`), which every call and cache key carries. */
export type ResourcePageProps<R extends AnyResource, V extends Values> = ResourcePageOwnProps<R, V> &
  ScopeProp<R>;

/** What a page names for its resource. */
export interface ResourcePageMessages {
  title: MessageDescriptor;
  description: MessageDescriptor;
  /** The table's accessible name. */
  tableLabel: MessageDescriptor;
  /** The plural at the end of 'Showing 1 to 10 of 25 users'. */
  noun: MessageDescriptor;
  /** Headers of the resource's own columns, by column id (Status, Created, Updated are shared). */
  columns: Record<string, MessageDescriptor>;
  /** The words of enumerated columns' values, by column id (`trunk_type: enumLabels.TRUNK_TYPES`). */
  values?: Record<string, Record<string, MessageDescriptor>>;
  /** Replace the row actions' accessible names ('Edit {name}', 'Delete {name}'). */
  edit?: MessageDescriptor;
  remove?: MessageDescriptor;
  /** With bulk delete: what the confirmation names ('the 2 selected users'), and the notice. */
  selected?: MessageDescriptor;
  deletedMany?: MessageDescriptor;
}

interface ResourcePageOwnProps<R extends AnyResource, V extends Values> {
  resource: R;
  messages: ResourcePageMessages;
  /** The dialog's form, or its module's import (loaded with the dialog). */
  form: FormSource<R, V>;
  /** Replaces the heading's text. */
  title?: ReactNode;
  description?: ReactNode;
  /** @default 1 */
  headingLevel?: 1 | 2 | 3;
  /** Changes the derived columns: add, replace or restyle (keep it stable: useCallback). */
  columns?: (columns: DataTableColumn<EntityOf<R>>[]) => DataTableColumn<EntityOf<R>>[];
  /** Further row actions after the declared ones. */
  rowActions?: (record: EntityOf<R>) => RowAction[];
  /** Spec §2: writes run under the global loader overlay (extensions). */
  globalLoader?: boolean;
  /** Name of exported files, without the extension. @default the resource's key */
  exportFileName?: string;
  /** Replaces 'New' on the create button ('Add carrier'). */
  newLabel?: MessageDescriptor;
  /** What the create button does instead of opening the dialog: a create page of its own (create-domain). */
  onNew?: () => void;
  /** Further buttons beside the create button ('Import', 'Test rule'). */
  actions?: ReactNode;
  /** Renders the name in its row, e.g. as a link to the record's own page. @default the name */
  renderName?: (record: EntityOf<R>) => ReactNode;
  /** What names a record in labels, the confirmation and notices. @default its title field */
  recordName?: (record: EntityOf<R>) => string;
  /** Called with the create's answer, e.g. to show what it answers only once (a trunk's password). */
  onCreated?: (record: EntityOf<R>) => void;
  /** The table's order before anyone sorts it (ring-group members by position). @default the list's */
  defaultSorting?: { id: string; desc: boolean }[];
}

/**
 * A resource's list page (decision 0003, spec §2 "Users table" and "Shared behaviour"): heading
 * with New, the table (10 rows, 5/10/25, pager on top, search over the searchable columns, sorting
 * by several columns, xlsx and csv export, selection and bulk delete where declared) sized to the
 * window, row actions with tooltips (edit, toggle active, delete, clone where declared), the
 * create/edit dialog and a delete that always confirms. The list comes from the route's loader
 * (useSuspenseQuery); loading and failure are the router's.
 */
export function ResourcePage<R extends AnyResource, V extends Values>({
  resource,
  messages,
  form,
  title,
  description,
  headingLevel = 1,
  columns: adjustColumns,
  rowActions,
  globalLoader = false,
  exportFileName = resource.key,
  scope,
  newLabel,
  onNew,
  actions,
  renderName,
  recordName,
  onCreated,
  defaultSorting,
}: ResourcePageProps<R, V>) {
  type T = EntityOf<R>;
  const intl = useIntl();
  const { api } = useApp();
  const notice = useResourceNotice(resource);
  const height = useTableHeight();
  const queries = useMemo(
    () => resourceQueries(api, resource, ...scopeArgs<R>(scope)),
    [api, resource, scope],
  );
  const writes = useMemo(
    () => resourceMutations(api, resource, ...scopeArgs<R>(scope)),
    [api, resource, scope],
  );
  const { data: records } = useSuspenseQuery(queries.list());
  const mayCall = useMayCall();
  const may = {
    create: mayCall(resource.operations.create),
    update: mayCall(resource.operations.update),
    remove: mayCall(resource.operations.delete),
    clone: mayCall(resource.operations.clone),
  };

  const meta = globalLoader ? { meta: { globalLoader: true } } : {};
  const create = useMutation({ ...writes.create(), ...meta });
  const update = useMutation({ ...writes.update(), ...meta });
  const toggle = useMutation({ ...writes.toggle(), ...meta });
  const remove = useMutation({ ...writes.delete(), ...meta });
  const clone = useMutation({ ...writes.clone(), ...meta });
  const bulkDelete = useMutation({ ...writes.bulkDelete(), ...meta });

  const { openDialog, dialog, askDelete, deleting } = useCrudDialogs<T>();
  const [bulk, setBulk] = useState<{ open: boolean; rows: T[]; clear: () => void }>({
    open: false,
    rows: [],
    clear: () => {},
  });
  const nameOf = (record: T) => (recordName ? recordName(record) : titleOf(resource, record));

  const run = async (write: 'update' | 'delete' | 'clone', record: T, action: () => Promise<unknown>) => {
    try {
      await action();
    } catch (error) {
      notice.failure(write, nameOf(record));
      throw error;
    }
    notice.success(write, nameOf(record));
  };

  // The cells call the latest handlers through a ref, so the columns stay stable between renders.
  const handlers = useRef({ edit: openDialog, toggle: (_: T) => {}, remove: askDelete, clone: (_: T) => {} });
  handlers.current = {
    edit: openDialog,
    // Spec §4: toggling flips is_active between 1 and 0 and saves at once.
    toggle: (record) => void run('update', record, () => toggle.mutateAsync(record)).catch(() => {}),
    remove: askDelete,
    clone: (record) =>
      void run('clone', record, () => clone.mutateAsync({ params: { id: idOf(record) } })).catch(() => {}),
  };
  const toggling = toggle.isPending && toggle.variables ? idOf(toggle.variables) : null;

  const columns = useMemo(() => {
    const actionsOf = (record: T): RowAction[] => {
      const name = recordName ? recordName(record) : titleOf(resource, record);
      const active = (record as { is_active?: number }).is_active === 1;
      const actions: RowAction[] = [
        {
          id: 'edit',
          tip: intl.formatMessage(m.editTip),
          label: intl.formatMessage((messages.edit ?? m.edit) as MessageDescriptor, { name }),
          icon: <Icon name="edit" />,
          onClick: () => handlers.current.edit(record),
        },
        ...(resource.toggle
          ? [
              {
                id: 'toggle',
                tip: intl.formatMessage(active ? m.deactivateTip : m.activateTip),
                label: intl.formatMessage(active ? m.deactivate : m.activate, { name }),
                icon: <Icon name="power" />,
                loading: toggling === idOf(record),
                onClick: () => handlers.current.toggle(record),
              },
            ]
          : []),
        {
          id: 'remove',
          tip: intl.formatMessage(m.removeTip),
          label: intl.formatMessage((messages.remove ?? m.remove) as MessageDescriptor, { name }),
          icon: <Icon name="trash" />,
          onClick: () => handlers.current.remove(record),
        },
        ...(resource.clone
          ? [
              {
                id: 'clone',
                tip: intl.formatMessage(m.cloneTip),
                label: intl.formatMessage(m.clone, { name }),
                icon: <Icon name="copy" />,
                onClick: () => handlers.current.clone(record),
              },
            ]
          : []),
      ];
      const allowed = actions.filter(({ id }) =>
        id === 'edit' || id === 'toggle' ? may.update : id === 'remove' ? may.remove : may.clone,
      );
      return [...allowed, ...(rowActions?.(record) ?? [])];
    };
    const derived = resourceColumns(intl, resource, messages, (record) => (
      <RowActions
        name={renderName ? renderName(record) : recordName ? recordName(record) : titleOf(resource, record)}
        actions={actionsOf(record)}
      />
    ));
    return adjustColumns ? adjustColumns(derived) : derived;
  }, [
    intl,
    resource,
    messages,
    adjustColumns,
    rowActions,
    renderName,
    recordName,
    toggling,
    may.update,
    may.remove,
    may.clone,
  ]);

  const confirmDelete = async () => {
    const record = deleting.row;
    if (record) await run('delete', record, () => remove.mutateAsync({ params: { id: idOf(record) } }));
  };

  // Spec §7: one DELETE per id (the api-client's bulk delete); each failure is named.
  const confirmBulkDelete = async () => {
    const targets = bulk.rows;
    const { deleted, failed } = await bulkDelete.mutateAsync(targets.map(idOf));
    if (deleted.length > 0 && messages.deletedMany) {
      toast.success(intl.formatMessage(messages.deletedMany, { count: deleted.length }));
    }
    for (const { id } of failed) {
      const record = targets.find((row) => idOf(row) === id);
      if (record) notice.failure('delete', nameOf(record));
    }
    bulk.clear();
  };

  return (
    <Stack gap="lg">
      <PageHeader
        title={title ?? intl.formatMessage(messages.title)}
        description={description ?? intl.formatMessage(messages.description)}
        headingLevel={headingLevel}
        actions={
          (may.create || actions) && (
            <>
              {actions}
              {may.create && (
                <Button
                  kind="primary"
                  icon={<Icon name="plus" />}
                  onClick={() => (onNew ? onNew() : openDialog(null))}
                >
                  {intl.formatMessage((newLabel ?? m.newItem) as MessageDescriptor)}
                </Button>
              )}
            </>
          )
        }
      />
      <DataTable<T>
        label={intl.formatMessage(messages.tableLabel)}
        noun={intl.formatMessage(messages.noun)}
        data={records}
        columns={columns}
        height={height}
        getRowId={(record) => String(idOf(record))}
        rowLabel={nameOf}
        exportFileName={exportFileName}
        {...(defaultSorting ? { defaultSorting } : {})}
        {...(resource.export ? {} : { exportFormats: [] })}
        {...(resource.bulkDelete && may.remove
          ? {
              selectable: true,
              bulkActions: (selected: T[], clear: () => void) => (
                <Button
                  size="small"
                  kind="danger"
                  icon={<Icon name="trash" />}
                  onClick={() => setBulk({ open: true, rows: selected, clear })}
                >
                  {intl.formatMessage(m.deleteSelected)}
                </Button>
              ),
            }
          : {})}
      />
      <LazyResourceDialog<R, V>
        key={dialog.seq}
        resource={resource}
        form={form}
        record={dialog.row}
        records={records}
        {...(recordName ? { recordName } : {})}
        {...(onCreated ? { onCreated } : {})}
        create={create}
        update={update}
        open={dialog.open}
        onOpenChange={dialog.onOpenChange}
      />
      <ConfirmDialog
        name={deleting.row ? nameOf(deleting.row) : ''}
        open={deleting.open}
        onOpenChange={deleting.onOpenChange}
        onConfirm={confirmDelete}
      />
      {resource.bulkDelete && messages.selected && (
        <ConfirmDialog
          name={intl.formatMessage(messages.selected, { count: bulk.rows.length })}
          open={bulk.open}
          onOpenChange={(open) => setBulk((b) => ({ ...b, open }))}
          onConfirm={confirmBulkDelete}
        />
      )}
    </Stack>
  );
}
