import {
  type CreatePbxUserBody,
  createPbxUserBody,
  type Extension,
  type PbxUser,
  TIMEZONE_PLACEHOLDER,
  type UpdatePbxUserBody,
  updatePbxUserBody,
} from '@switchboard/contract';
import { useForm } from '@switchboard/forms/react';
import { Dropdown, type DropdownOption, PasswordField, Switch, TextField, toast } from '@switchboard/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useApp } from '../../app/AppContextProvider';
import { FormDialog } from '../crud/FormDialog';
import { contractErrors, withLocalRules } from '../forms/contractErrors';
import { withCurrentOption } from '../forms/options';
import { useBindField } from '../forms/useBindField';
import { pbxUsersMessages as m } from './pbxUsers.messages';

export interface UserDialogProps {
  /** The user to edit; `null` creates one. */
  user: PbxUser | null;
  /** The loaded users: a username must not be one of theirs (spec §5 `unique`). */
  users: readonly PbxUser[];
  /** Offers the extension dropdown (manage mode); login mode hides it (spec §2). */
  showExtension: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

type UserFormValues = {
  username: string;
  description: string;
  password: string;
  extension_id: number | null;
  timezone: string | null;
  is_active: boolean;
};

const FIELDS = ['username', 'description', 'password', 'extension_id', 'timezone', 'is_active'] as const;

const isFilled = (text: string) => text.trim() !== '';

/** Spec §5: the edited user's own name is no clash; compared as the rule set does (trimmed, any case). */
function otherUsernames(users: readonly PbxUser[], user: PbxUser | null): string[] {
  return users.filter((candidate) => candidate.id !== user?.id).map((candidate) => candidate.username);
}

function extensionLabel(extension: Extension): string {
  return extension.description ? `${extension.extension} – ${extension.description}` : extension.extension;
}

/**
 * 'Create user' / 'Edit user' (spec §2, §5): username, description, password, extension (manage
 * mode), time zone and the active switch. Every field is checked before anything is sent; an update
 * sends username, description and password only when they are filled, and the 'Select extension'
 * and 'Select timezone' entries are sent as null.
 */
export function UserDialog({ user, users, showExtension, open, onOpenChange }: UserDialogProps) {
  const intl = useIntl();
  const { queries, mutations } = useApp();
  const create = useMutation(mutations.createPbxUser());
  const update = useMutation(mutations.updatePbxUser());
  const editing = user !== null;

  const timezones = useQuery({ ...queries.timezones(), enabled: open });
  const extensions = useQuery({
    ...(user ? queries.freeExtensionsForUser(user.id) : queries.freeExtensions()),
    enabled: open && showExtension,
  });

  const validate = useMemo(() => {
    const body = contractErrors(editing ? updatePbxUserBody : createPbxUserBody);
    return withLocalRules(body, { username: 'unique' }, { lists: { username: otherUsernames(users, user) } });
  }, [users, user, editing]);

  const form = useForm<UserFormValues>({
    initialValues: {
      username: user?.username ?? '',
      description: user?.description ?? '',
      password: '',
      extension_id: user?.extension_id ?? null,
      timezone: user?.timezone ?? null,
      is_active: user ? user.is_active === 1 : true,
    },
    validate: (values) => validate(user ? updateBody(values) : createBody(values)),
    onSubmit: async (values) => {
      if (user) await update.mutateAsync({ params: { id: user.id }, body: updateBody(values) });
      else await create.mutateAsync({ body: createBody(values) });
      toast.success(intl.formatMessage(user ? m.updated : m.created, { name: nameOf(values) }));
      onOpenChange(false);
    },
  });

  /** What is sent: placeholders are null; an update leaves out the texts that are not filled. */
  const common = (values: UserFormValues) => ({
    is_active: values.is_active ? (1 as const) : (0 as const),
    timezone: values.timezone,
    ...(showExtension ? { extension_id: values.extension_id } : {}),
  });
  const createBody = (values: UserFormValues): CreatePbxUserBody => ({
    username: values.username,
    description: values.description,
    password: values.password,
    ...common(values),
  });
  const updateBody = (values: UserFormValues): UpdatePbxUserBody => ({
    ...(isFilled(values.username) ? { username: values.username } : {}),
    ...(isFilled(values.description) ? { description: values.description } : {}),
    ...(isFilled(values.password) ? { password: values.password } : {}),
    ...common(values),
  });

  const nameOf = (values: UserFormValues) =>
    isFilled(values.username) ? values.username.trim() : (user?.username ?? '');

  const timezoneOptions = useMemo<DropdownOption<string>[]>(
    () =>
      withCurrentOption(
        (timezones.data ?? [])
          .map((zone) => zone.name)
          .filter((name) => name !== TIMEZONE_PLACEHOLDER)
          .map((name) => ({ value: name, label: name })),
        user?.timezone,
      ),
    [timezones.data, user?.timezone],
  );

  const extensionOptions = useMemo<DropdownOption<number>[]>(
    () =>
      (extensions.data ?? []).map((extension) => ({ value: extension.id, label: extensionLabel(extension) })),
    [extensions.data],
  );

  const formId = `user-form-${user?.id ?? 'new'}`;
  const label = {
    username: intl.formatMessage(m.username),
    description: intl.formatMessage(m.userDescription),
    password: intl.formatMessage(m.password),
    extension: intl.formatMessage(m.extension),
    timezone: intl.formatMessage(m.timezone),
  };

  const bind = useBindField(form);
  return (
    <FormDialog
      width="large"
      open={open}
      onOpenChange={onOpenChange}
      title={intl.formatMessage(editing ? m.editTitle : m.createTitle)}
      formId={formId}
      form={form}
      fields={FIELDS}
      failureNotice={() =>
        intl.formatMessage(user ? m.updateFailed : m.createFailed, { name: nameOf(form.values) })
      }
      cancelLabel={intl.formatMessage(m.cancel)}
      saveLabel={intl.formatMessage(m.save)}
    >
      <TextField {...bind('username', label.username)} autoComplete="off" required={!editing} />
      <TextField {...bind('description', label.description)} required={!editing} />
      <PasswordField
        {...bind('password', label.password)}
        autoComplete="new-password"
        required={!editing}
        {...(editing ? { hint: intl.formatMessage(m.passwordKeepHint) } : {})}
      />
      {showExtension && (
        <Dropdown<number>
          {...bind('extension_id', label.extension)}
          options={extensionOptions}
          placeholderOption={intl.formatMessage(m.selectExtension)}
        />
      )}
      <Dropdown<string>
        {...bind('timezone', label.timezone)}
        options={timezoneOptions}
        searchable
        placeholderOption={intl.formatMessage(m.selectTimezone)}
      />
      <Switch
        label={intl.formatMessage(m.isActive)}
        checked={form.values.is_active}
        onChange={(checked) => form.setValue('is_active', checked)}
      />
    </FormDialog>
  );
}
