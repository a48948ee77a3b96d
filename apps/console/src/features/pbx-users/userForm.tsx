import {
  type Extension,
  type PbxUser,
  type pbxUserResource,
  TIMEZONE_PLACEHOLDER,
} from '@switchboard/contract';
import { Dropdown, type DropdownOption } from '@switchboard/ui';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useApp } from '../../app/AppContextProvider';
import { withCurrentOption } from '../forms/options';
import type { BoundField, ResourceForm } from '../resource/ResourceDialog';
import { pbxUsersMessages as m } from './pbxUsers.messages';

type UserValues = {
  username: string;
  description: string;
  password: string;
  extension_id: number | null;
  timezone: string | null;
  is_active: boolean;
};

interface FieldProps {
  field: BoundField;
  user: PbxUser | null;
  open: boolean;
}

const isFilled = (text: string) => text.trim() !== '';

const extensionLabel = (row: Extension) =>
  row.description ? `${row.extension} – ${row.description}` : row.extension;

/** Spec §2: the free extensions, plus the edited user's own; 'Select extension' is null. */
function ExtensionField({ field, user, open }: FieldProps) {
  const intl = useIntl();
  const { queries } = useApp();
  const extensions = useQuery({
    ...(user ? queries.freeExtensionsForUser(user.id) : queries.freeExtensions()),
    enabled: open,
  });
  const options = useMemo<DropdownOption<number>[]>(
    () => (extensions.data ?? []).map((row) => ({ value: row.id, label: extensionLabel(row) })),
    [extensions.data],
  );
  return (
    <Dropdown<number>
      {...(field as BoundField<number | null>)}
      options={options}
      placeholderOption={intl.formatMessage(m.selectExtension)}
    />
  );
}

/** The time zones, searchable (spec §5: case-insensitive substring); 'Select timezone' is null. */
function TimezoneField({ field, user, open }: FieldProps) {
  const intl = useIntl();
  const { queries } = useApp();
  const timezones = useQuery({ ...queries.timezones(), enabled: open });
  const options = useMemo<DropdownOption<string>[]>(
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
  return (
    <Dropdown<string>
      {...(field as BoundField<string | null>)}
      options={options}
      searchable
      placeholderOption={intl.formatMessage(m.selectTimezone)}
    />
  );
}

/**
 * 'Create user' / 'Edit user' (spec §2, §5): username, description, password, extension (manage
 * mode only), time zone and the active switch. An update sends username, description and password
 * only when they are filled; a username must not be another loaded user's.
 */
export function userForm(showExtension: boolean): ResourceForm<typeof pbxUserResource, UserValues> {
  const common = (values: UserValues) => ({
    is_active: values.is_active ? (1 as const) : (0 as const),
    timezone: values.timezone,
    ...(showExtension ? { extension_id: values.extension_id } : {}),
  });
  return {
    width: 'large',
    createTitle: m.createTitle,
    editTitle: m.editTitle,
    unique: ['username'],
    fields: [
      { name: 'username', label: m.username, requiredOnCreate: true },
      { name: 'description', label: m.userDescription, requiredOnCreate: true },
      {
        name: 'password',
        label: m.password,
        kind: 'password',
        requiredOnCreate: true,
        editHint: m.passwordKeepHint,
      },
      ...(showExtension
        ? [
            {
              name: 'extension_id' as const,
              label: m.extension,
              render: (field: BoundField, { record, open }: { record: PbxUser | null; open: boolean }) => (
                <ExtensionField field={field} user={record} open={open} />
              ),
            },
          ]
        : []),
      {
        name: 'timezone',
        label: m.timezone,
        render: (field, { record, open }) => <TimezoneField field={field} user={record} open={open} />,
      },
      { name: 'is_active', label: m.isActive, kind: 'switch' },
    ],
    initialValues: (user) => ({
      username: user?.username ?? '',
      description: user?.description ?? '',
      password: '',
      extension_id: user?.extension_id ?? null,
      timezone: user?.timezone ?? null,
      is_active: user ? user.is_active === 1 : true,
    }),
    createBody: (values) => ({
      username: values.username,
      description: values.description,
      password: values.password,
      ...common(values),
    }),
    updateBody: (values) => ({
      ...(isFilled(values.username) ? { username: values.username } : {}),
      ...(isFilled(values.description) ? { description: values.description } : {}),
      ...(isFilled(values.password) ? { password: values.password } : {}),
      ...common(values),
    }),
  };
}
