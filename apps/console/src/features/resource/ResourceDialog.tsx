import type { CreateBodyOf, IdParams, UpdateBodyOf } from '@switchboard/api-client';
import type { AnyResource, EntityOf } from '@switchboard/contract';
import { useForm } from '@switchboard/forms/react';
import { PasswordField, Switch, TextField } from '@switchboard/ui';
import type { UseMutationResult } from '@tanstack/react-query';
import { Fragment, type ReactNode, useMemo } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { FormDialog } from '../crud/FormDialog';
import { contractErrors, withLocalRules } from '../forms/contractErrors';
import { useBindField } from '../forms/useBindField';
import { idOf, titleOf } from './records';
import { resourceMessages as m } from './resource.messages';
import { type ResourceSelect, SelectField } from './SelectField';
import { useResourceNotice } from './useResourceNotice';

type Values = Record<string, unknown>;

/** The props that tie a field to the form: label, value, change handler and error. */
export interface BoundField<Value = unknown> {
  label: string;
  value: Value;
  onChange: (value: Value) => void;
  error: string | undefined;
}

/** One field of a resource's dialog: a text, password or switch, or one the page renders itself. */
export interface ResourceField<T, V extends Values> {
  name: keyof V & string;
  label: MessageDescriptor;
  /** @default 'text' */
  kind?: 'text' | 'password' | 'switch';
  /** Marked required when creating (the rule set decides what fails). */
  requiredOnCreate?: boolean;
  /** The hint under the field when editing ('Leave empty to keep …'). */
  editHint?: MessageDescriptor;
  /** The hint under the field (replaced by `editHint` when editing). */
  hint?: MessageDescriptor;
  /** Typed and shown left to right in every language (regular expressions, hosts). */
  ltr?: boolean;
  /** Digits only (a text field). */
  numbersOnly?: boolean;
  /** A dropdown over a list the API gives (time zones, free extensions, numbers). */
  select?: ResourceSelect<T>;
  /**
   * Renders the field itself (anything else): `record` is null when creating; `values` are the
   * form's, for a field whose choices follow another (a DID's target follows its target type).
   */
  render?: (field: BoundField, context: { record: T | null; open: boolean; values: V }) => ReactNode;
}

/** How a resource's dialog edits it: its fields, its values and the bodies sent (spec §5). */
export interface ResourceForm<R extends AnyResource, V extends Values> {
  fields: readonly ResourceField<EntityOf<R>, V>[];
  initialValues: (record: EntityOf<R> | null) => V;
  createBody: (values: V) => CreateBodyOf<R>;
  updateBody: (values: V, record: EntityOf<R>) => UpdateBodyOf<R>;
  /** Fields that must not repeat another loaded record's value (spec §5 `unique`). */
  unique?: readonly (keyof V & string)[];
  /** Create/edit titles: 'Create user', 'Edit user'. */
  createTitle: MessageDescriptor;
  editTitle: MessageDescriptor;
  /** Spec §9: the users dialog is 800 px wide. */
  width?: 'large';
  /** Shown after the fields, from the values being edited (the rates' billing-model explainer). */
  after?: (values: V) => ReactNode;
}

export interface ResourceDialogProps<R extends AnyResource, V extends Values> {
  resource: R;
  form: ResourceForm<R, V>;
  /** The record to edit; null creates one. */
  record: EntityOf<R> | null;
  /** The loaded records, for the `unique` fields. */
  records: readonly EntityOf<R>[];
  create: UseMutationResult<EntityOf<R>, Error, { body: CreateBodyOf<R> }>;
  update: UseMutationResult<EntityOf<R>, Error, IdParams & { body: UpdateBodyOf<R> }>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** What names the saved record in the notice. @default its title field */
  recordName?: (record: EntityOf<R>) => string;
  /** Called with the create's answer once the dialog closes. */
  onCreated?: (record: EntityOf<R>) => void;
}

/**
 * The create/edit dialog of a resource: every field checked with the contract's body struct and
 * the page's `unique` fields before anything is sent, the server's 422 errors under their fields,
 * a spec §8 notice on success (and on any other failure).
 */
export function ResourceDialog<R extends AnyResource, V extends Values>({
  resource,
  form: config,
  record,
  records,
  create,
  update,
  open,
  onOpenChange,
  recordName,
  onCreated,
}: ResourceDialogProps<R, V>) {
  const intl = useIntl();
  const notice = useResourceNotice(resource);

  const validate = useMemo(() => {
    const body = contractErrors(record ? resource.update : resource.create);
    const unique = config.unique ?? [];
    const others = records.filter((row) => idOf(row) !== (record ? idOf(record) : undefined));
    const lists = Object.fromEntries(
      unique.map((field) => [field, others.map((row) => String((row as Values)[field] ?? ''))]),
    );
    return withLocalRules(body, Object.fromEntries(unique.map((field) => [field, 'unique'])), { lists });
  }, [resource, config.unique, records, record]);

  const bodyOf = (values: V) => (record ? config.updateBody(values, record) : config.createBody(values));
  const nameOf = (values: V) => titleOf(resource, values).trim() || titleOf(resource, record);

  const form = useForm<V>({
    initialValues: config.initialValues(record),
    validate: (values) => validate(bodyOf(values)),
    onSubmit: async (values) => {
      const saved = record
        ? await update.mutateAsync({ params: { id: idOf(record) }, body: config.updateBody(values, record) })
        : await create.mutateAsync({ body: config.createBody(values) });
      const savedName = recordName ? recordName(saved as EntityOf<R>) : titleOf(resource, saved);
      notice.success(record ? 'update' : 'create', savedName || nameOf(values));
      onOpenChange(false);
      if (!record) onCreated?.(saved as EntityOf<R>);
    },
  });

  const bind = useBindField(form);
  const editing = record !== null;
  const fields = config.fields.map((field) => {
    const props = bind(field.name, intl.formatMessage(field.label)) as BoundField;
    const hintText = editing && field.editHint ? field.editHint : field.hint;
    const hint = hintText ? { hint: intl.formatMessage(hintText) } : {};
    if (field.select) {
      return <SelectField key={field.name} field={props} select={field.select} record={record} open={open} />;
    }
    if (field.render)
      return (
        <Fragment key={field.name}>{field.render(props, { record, open, values: form.values })}</Fragment>
      );
    if (field.kind === 'switch') {
      return (
        <Switch
          key={field.name}
          label={props.label}
          checked={Boolean(props.value)}
          onChange={(checked) => props.onChange(checked)}
        />
      );
    }
    const common = {
      ...props,
      value: String(props.value ?? ''),
      required: !editing && field.requiredOnCreate,
    };
    return field.kind === 'password' ? (
      <PasswordField key={field.name} {...common} {...hint} autoComplete="new-password" />
    ) : (
      <TextField
        key={field.name}
        {...common}
        {...hint}
        autoComplete="off"
        {...(field.numbersOnly ? { numbersOnly: true, inputMode: 'numeric' as const } : {})}
        {...(field.ltr || field.numbersOnly ? { dir: 'ltr' } : {})}
      />
    );
  });

  return (
    <FormDialog
      {...(config.width ? { width: config.width } : {})}
      open={open}
      onOpenChange={onOpenChange}
      title={intl.formatMessage(editing ? config.editTitle : config.createTitle)}
      formId={`${resource.key}-form-${record ? idOf(record) : 'new'}`}
      form={form as never}
      fields={config.fields.map((field) => field.name)}
      failureNotice={() => notice.failureText(editing ? 'update' : 'create', nameOf(form.values))}
      cancelLabel={intl.formatMessage(m.cancel)}
      saveLabel={intl.formatMessage(m.save)}
    >
      {fields}
      {config.after?.(form.values)}
    </FormDialog>
  );
}
