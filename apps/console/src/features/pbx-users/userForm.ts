import {
  type Extension,
  type PbxUser,
  type pbxUserResource,
  TIMEZONE_PLACEHOLDER,
  type Timezone,
} from '@switchboard/contract';
import type { ResourceField, ResourceForm } from '../resource/ResourceDialog';
import type { ResourceSelect } from '../resource/SelectField';
import { domainSelect, domainSelectMessages } from '../telephony/domainSelect';
import { pbxUsersMessages as m } from './pbxUsers.messages';

type UserValues = {
  username: string;
  description: string;
  password: string;
  extension_id: number | null;
  timezone: string | null;
  domain_id: number | null;
  is_active: boolean;
};

const isFilled = (text: string) => text.trim() !== '';

/** Spec §2: the free extensions, plus the edited user's own. */
const extensionSelect: ResourceSelect<PbxUser, Extension> = {
  query: (q, user) => (user ? q.freeExtensionsForUser(user.id) : q.freeExtensions()),
  option: (row) => ({
    value: row.id,
    label: row.description ? `${row.extension} – ${row.description}` : row.extension,
  }),
  placeholder: m.selectExtension,
};

/** The time zones, searchable by any part of the name (spec §5). */
const timezoneSelect: ResourceSelect<PbxUser, Timezone> = {
  query: (q) => q.timezones(),
  option: (zone) => (zone.name === TIMEZONE_PLACEHOLDER ? null : { value: zone.name, label: zone.name }),
  placeholder: m.selectTimezone,
  searchable: true,
  current: (user) => user.timezone,
};

/**
 * 'Create user' / 'Edit user' (spec §2, §5): username, description, password, extension (manage
 * mode only), time zone and the active switch; 'Select extension' and 'Select timezone' are null.
 * An update sends username, description and password only when they are filled; a username must
 * not be another loaded user's.
 */
export function userForm(showExtension: boolean): ResourceForm<typeof pbxUserResource, UserValues> {
  const extension: ResourceField<PbxUser, UserValues>[] = showExtension
    ? [{ name: 'extension_id', label: m.extension, select: extensionSelect as ResourceSelect<PbxUser> }]
    : [];
  const common = (values: UserValues) => ({
    is_active: values.is_active ? (1 as const) : (0 as const),
    timezone: values.timezone,
    domain_id: values.domain_id,
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
      ...extension,
      { name: 'timezone', label: m.timezone, select: timezoneSelect as ResourceSelect<PbxUser> },
      {
        name: 'domain_id',
        label: domainSelectMessages.domain,
        select: domainSelect as ResourceSelect<PbxUser>,
      },
      { name: 'is_active', label: m.isActive, kind: 'switch' },
    ],
    initialValues: (user) => ({
      username: user?.username ?? '',
      description: user?.description ?? '',
      password: '',
      extension_id: user?.extension_id ?? null,
      timezone: user?.timezone ?? null,
      domain_id: user?.domain_id ?? null,
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
