import { resourceMutations } from '@switchboard/api-client';
import type { AnyResource, EntityOf } from '@switchboard/contract';
import { Button, Icon, List, Stack } from '@switchboard/ui';
import { useMutation } from '@tanstack/react-query';
import { type ReactNode, useMemo, useState } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { useApp } from '#app/AppContextProvider';
import { useMayCall } from '../session/useMayCall';
import { type FormSource, LazyResourceDialog } from './LazyResourceDialog';
import { type ScopeProp, scopeArgs } from './scope';

interface ResourceGeneralOwnProps<R extends AnyResource, V extends Record<string, unknown>> {
  resource: R;
  record: EntityOf<R>;
  /** The edit dialog's form, or its module's import (loaded with the dialog). */
  form: FormSource<R, V>;
  /**
   * The Edit button's text, the form's `editTitle` ('Edit carrier'): given apart, so the form can
   * load with the dialog.
   */
  editTitle: MessageDescriptor;
  /** Names the list of fields for screen readers ('General'). */
  label: string;
  /** The fields shown, label and value, in order. */
  rows: readonly (readonly [string, ReactNode])[];
}

/** With a nested resource, `scope`: its parent ids. */
export type ResourceGeneralProps<
  R extends AnyResource,
  V extends Record<string, unknown>,
> = ResourceGeneralOwnProps<R, V> & ScopeProp<R>;

/**
 * A detail page's General tab (carrier, queue, ring group): the record's fields as a list of label and value
 * and, for who may edit it, the Edit button opening the resource's dialog.
 */
export function ResourceGeneral<R extends AnyResource, V extends Record<string, unknown>>({
  resource,
  record,
  form,
  editTitle,
  label,
  rows,
  scope,
}: ResourceGeneralProps<R, V>) {
  const intl = useIntl();
  const { api } = useApp();
  const mayCall = useMayCall();
  const writes = useMemo(
    () => resourceMutations(api, resource, ...scopeArgs<R>(scope)),
    [api, resource, scope],
  );
  const create = useMutation(writes.create());
  const update = useMutation(writes.update());
  const [editing, setEditing] = useState({ open: false, seq: 0 });
  return (
    <Stack gap="md">
      <List dividers spacing="xs" aria-label={label}>
        {rows.map(([name, value]) => (
          <List.Item key={name}>
            <Stack direction="row" gap="md" justify="between">
              <strong>{name}</strong>
              <span>{value}</span>
            </Stack>
          </List.Item>
        ))}
      </List>
      {mayCall(resource.operations.update) && (
        <Stack direction="row" gap="sm">
          <Button
            icon={<Icon name="edit" />}
            onClick={() => setEditing((e) => ({ open: true, seq: e.seq + 1 }))}
          >
            {intl.formatMessage(editTitle)}
          </Button>
        </Stack>
      )}
      <LazyResourceDialog
        key={editing.seq}
        resource={resource}
        form={form}
        record={record}
        records={[]}
        create={create}
        update={update}
        open={editing.open}
        onOpenChange={(open) => setEditing((e) => ({ ...e, open }))}
      />
    </Stack>
  );
}
