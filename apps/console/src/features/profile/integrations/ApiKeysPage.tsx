import { API_KEY_SCOPES, type ApiKey, type CreatedApiKey, createApiKeyBody } from '@switchboard/contract';
import { useForm } from '@switchboard/forms/react';
import {
  Badge,
  Button,
  CheckboxGroup,
  ConfirmDialog,
  DataTable,
  type DataTableColumn,
  Icon,
  PageHeader,
  Stack,
  TextField,
  toast,
} from '@switchboard/ui';
import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { type IntlShape, useIntl } from 'react-intl';
import { useApp } from '#app/AppContextProvider';
import { FormDialog } from '#features/crud/FormDialog';
import { ltrCell } from '#features/crud/ltrCell';
import { RowActions } from '#features/crud/RowActions';
import { ShownOnce } from '#features/crud/ShownOnce';
import { contractErrors } from '#features/forms/contractErrors';
import { useBindField } from '#features/forms/useBindField';
import { useFieldError } from '#features/forms/useFieldError';
import { formatWhen } from '#features/shell/formatWhen';
import { integrationsMessages as m } from './integrations.messages';

const validate = contractErrors(createApiKeyBody);
const FIELDS = ['name', 'scopes'] as const;
const SCOPE_OPTIONS = API_KEY_SCOPES.map((scope) => ({ value: scope, label: <bdi dir="ltr">{scope}</bdi> }));

/**
 * /profile/api-keys: the owner's API keys (GET /admin/profile/api-keys) with their scopes and last
 * use; 'Create API key' shows the new key once, to copy; a key is revoked after a confirmation.
 */
export function ApiKeysPage() {
  const intl = useIntl();
  const { queries, mutations } = useApp();
  const { data: keys } = useSuspenseQuery(queries.listApiKeys());
  const [creating, setCreating] = useState(0);
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const revoke = useMutation(mutations.revokeApiKey());
  const columns = useMemo(() => columnsOf(intl, setRevoking), [intl]);

  const confirmRevoke = async (key: ApiKey) => {
    try {
      await revoke.mutateAsync({ params: { id: key.id } });
      toast.success(intl.formatMessage(m.revokedNotice, { name: key.name }));
    } catch (error) {
      toast.danger(intl.formatMessage(m.revokeFailed, { name: key.name }));
      throw error;
    }
  };

  return (
    <Stack gap="lg">
      <PageHeader
        title={intl.formatMessage(m.apiKeysTitle)}
        description={intl.formatMessage(m.apiKeysDescription)}
        actions={
          <Button kind="primary" icon={<Icon name="plus" />} onClick={() => setCreating((n) => n + 1)}>
            {intl.formatMessage(m.createKey)}
          </Button>
        }
      />
      <DataTable<ApiKey>
        label={intl.formatMessage(m.keysLabel)}
        noun={intl.formatMessage(m.keyNoun)}
        data={keys}
        columns={columns}
        getRowId={(key) => String(key.id)}
        defaultSorting={[{ id: 'created_at', desc: true }]}
        exportFileName="api-keys"
      />
      {creating > 0 && (
        <CreateKeyDialog
          key={creating}
          onClose={() => setCreating(0)}
          onCreated={(key) => {
            setCreating(0);
            setCreated(key);
          }}
        />
      )}
      <ShownOnce
        title={created?.name ?? null}
        notice={intl.formatMessage(m.keyShownOnce)}
        label={intl.formatMessage(m.keyLabel)}
        value={created?.api_key ?? ''}
        onClose={() => setCreated(null)}
      />
      {revoking && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setRevoking(null)}
          name={revoking.name}
          title={intl.formatMessage(m.revokeTitle, { name: revoking.name })}
          description={intl.formatMessage(m.revokeDescription)}
          confirmLabel={intl.formatMessage(m.revoke)}
          onConfirm={() => confirmRevoke(revoking)}
        />
      )}
    </Stack>
  );
}

function columnsOf(intl: IntlShape, revoke: (key: ApiKey) => void): DataTableColumn<ApiKey>[] {
  return [
    {
      id: 'name',
      header: intl.formatMessage(m.name),
      accessor: 'name',
      searchable: true,
      cell: (key) =>
        key.revoked_at === null ? (
          <RowActions
            name={key.name}
            actions={[
              {
                id: 'revoke',
                tip: intl.formatMessage(m.revoke),
                label: intl.formatMessage(m.revokeKey, { name: key.name }),
                icon: <Icon name="trash" />,
                onClick: () => revoke(key),
              },
            ]}
          />
        ) : (
          key.name
        ),
    },
    { id: 'prefix', header: intl.formatMessage(m.prefix), accessor: 'prefix', cell: ltrCell },
    {
      id: 'scopes',
      header: intl.formatMessage(m.scopes),
      accessor: (key) => key.scopes.join(', '),
      searchable: true,
      cell: ltrCell,
    },
    {
      id: 'created_at',
      header: intl.formatMessage(m.created),
      accessor: (key) => new Date(key.created_at),
      nowrap: true,
      cell: (_key, value) => formatWhen(intl, value),
    },
    {
      id: 'last_used_at',
      header: intl.formatMessage(m.lastUsed),
      accessor: (key) => (key.last_used_at ? new Date(key.last_used_at) : null),
      nowrap: true,
      cell: (_key, value) => (value ? formatWhen(intl, value) : intl.formatMessage(m.never)),
    },
    {
      id: 'status',
      header: intl.formatMessage(m.status),
      accessor: (key) => (key.revoked_at === null ? 'active' : 'revoked'),
      cell: (key) =>
        key.revoked_at === null ? (
          <Badge kind="active">{intl.formatMessage(m.active)}</Badge>
        ) : (
          <Badge kind="inactive">{intl.formatMessage(m.revoked)}</Badge>
        ),
    },
  ];
}

type KeyFormValues = { name: string; scopes: string[] };

function CreateKeyDialog({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated: (key: CreatedApiKey) => void;
}) {
  const intl = useIntl();
  const { mutations } = useApp();
  const create = useMutation(mutations.createApiKey());
  const fieldError = useFieldError();
  const form = useForm<KeyFormValues>({
    initialValues: { name: '', scopes: [] },
    validate: (values) => validate({ ...values, name: values.name.trim() }),
    onSubmit: async (values) => {
      const key = await create.mutateAsync({
        body: { name: values.name.trim(), scopes: values.scopes as CreatedApiKey['scopes'] },
      });
      toast.success(intl.formatMessage(m.keyCreated, { name: key.name }));
      onCreated(key);
    },
  });
  const bind = useBindField(form);
  const scopesLabel = intl.formatMessage(m.scopes);
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={intl.formatMessage(m.createKey)}
      formId="api-key-form"
      form={form}
      fields={FIELDS}
      failureNotice={() => intl.formatMessage(m.keyCreateFailed)}
      cancelLabel={intl.formatMessage(m.cancel)}
      saveLabel={intl.formatMessage(m.save)}
    >
      <TextField {...bind('name', intl.formatMessage(m.name))} autoComplete="off" maxLength={100} required />
      <CheckboxGroup
        label={scopesLabel}
        options={SCOPE_OPTIONS}
        value={form.values.scopes}
        onChange={(scopes) => form.setValue('scopes', scopes)}
        hint={intl.formatMessage(m.scopesHint)}
        error={fieldError(form.errors.scopes, scopesLabel)}
        orientation="vertical"
        required
      />
    </FormDialog>
  );
}
