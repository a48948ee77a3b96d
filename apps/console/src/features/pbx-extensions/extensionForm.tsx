import type { Extension, extensionResource } from '@switchboard/contract';
import { Dropdown, type DropdownOption } from '@switchboard/ui';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useApp } from '../../app/AppContextProvider';
import { withCurrentOption } from '../forms/options';
import type { BoundField, ResourceForm } from '../resource/ResourceDialog';
import { pbxExtensionsMessages as m } from './pbxExtensions.messages';

type ExtensionValues = {
  extension: string;
  password: string;
  description: string;
  presentation_number: string | null;
  is_active: boolean;
};

/** Spec §9: status defaults to 1 when empty. */
const DEFAULT_STATUS = 1;

/** The account's numbers to present to callers; 'Select number' is sent as null (spec §5). */
function PresentationNumberField({
  field,
  extension,
  open,
}: {
  field: BoundField;
  extension: Extension | null;
  open: boolean;
}) {
  const intl = useIntl();
  const { queries } = useApp();
  const numbers = useQuery({ ...queries.presentationNumbers(), enabled: open });
  const options = useMemo<DropdownOption<string>[]>(
    () =>
      withCurrentOption(
        (numbers.data ?? []).map((row) => ({
          value: row.number,
          label: row.description ? `${row.number} – ${row.description}` : row.number,
        })),
        extension?.presentation_number,
      ),
    [numbers.data, extension?.presentation_number],
  );
  return (
    <Dropdown<string>
      {...(field as BoundField<string | null>)}
      options={options}
      placeholderOption={intl.formatMessage(m.selectNumber)}
    />
  );
}

/**
 * 'Create extension' / 'Edit extension': number, SIP password, description, presentation number
 * and the active switch. An update sends an empty number as null and an empty password or
 * description as '' (spec §5 "Extension update"); a number must not be another loaded one's.
 */
export const extensionForm: ResourceForm<typeof extensionResource, ExtensionValues> = {
  createTitle: m.createTitle,
  editTitle: m.editTitle,
  unique: ['extension'],
  fields: [
    {
      name: 'extension',
      label: m.extension,
      numbersOnly: true,
      requiredOnCreate: true,
      editHint: m.extensionKeepHint,
    },
    {
      name: 'password',
      label: m.password,
      kind: 'password',
      requiredOnCreate: true,
      editHint: m.passwordKeepHint,
    },
    { name: 'description', label: m.extensionDescription },
    {
      name: 'presentation_number',
      label: m.presentationNumber,
      render: (field, { record, open }) => (
        <PresentationNumberField field={field} extension={record} open={open} />
      ),
    },
    { name: 'is_active', label: m.isActive, kind: 'switch' },
  ],
  initialValues: (extension) => ({
    extension: extension?.extension ?? '',
    password: '',
    description: extension?.description ?? '',
    presentation_number: extension?.presentation_number ?? null,
    is_active: extension ? extension.is_active === 1 : true,
  }),
  createBody: (values) => ({
    extension: values.extension.trim(),
    password: values.password,
    description: values.description,
    is_active: values.is_active ? 1 : 0,
    status: DEFAULT_STATUS,
    presentation_number: values.presentation_number,
  }),
  updateBody: (values, extension) => ({
    extension: values.extension.trim() || null,
    password: values.password || '',
    description: values.description || '',
    is_active: values.is_active ? 1 : 0,
    status: extension.status || DEFAULT_STATUS,
    presentation_number: values.presentation_number,
  }),
};
