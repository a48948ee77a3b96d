import type { Extension, extensionResource, PresentationNumber } from '@switchboard/contract';
import type { ResourceForm } from '../resource/ResourceDialog';
import type { ResourceSelect } from '../resource/SelectField';
import { domainSelect, domainSelectMessages } from '../telephony/domainSelect';
import { pbxExtensionsMessages as m } from './pbxExtensions.messages';

type ExtensionValues = {
  extension: string;
  password: string;
  description: string;
  presentation_number: string | null;
  domain_id: number | null;
  is_active: boolean;
};

/** Spec §9: status defaults to 1 when empty. */
const DEFAULT_STATUS = 1;

/** The account's numbers to present to callers; 'Select number' is sent as null (spec §5). */
const numberSelect: ResourceSelect<Extension, PresentationNumber> = {
  query: (q) => q.presentationNumbers(),
  option: (row) => ({
    value: row.number,
    label: row.description ? `${row.number} – ${row.description}` : row.number,
  }),
  placeholder: m.selectNumber,
  current: (extension) => extension.presentation_number,
};

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
      select: numberSelect as ResourceSelect<Extension>,
    },
    {
      name: 'domain_id',
      label: domainSelectMessages.domain,
      select: domainSelect as ResourceSelect<Extension>,
    },
    { name: 'is_active', label: m.isActive, kind: 'switch' },
  ],
  initialValues: (extension) => ({
    extension: extension?.extension ?? '',
    password: '',
    description: extension?.description ?? '',
    presentation_number: extension?.presentation_number ?? null,
    domain_id: extension?.domain_id ?? null,
    is_active: extension ? extension.is_active === 1 : true,
  }),
  createBody: (values) => ({
    extension: values.extension.trim(),
    password: values.password,
    description: values.description,
    is_active: values.is_active ? 1 : 0,
    status: DEFAULT_STATUS,
    presentation_number: values.presentation_number,
    domain_id: values.domain_id,
  }),
  updateBody: (values, extension) => ({
    extension: values.extension.trim() || null,
    password: values.password || '',
    description: values.description || '',
    is_active: values.is_active ? 1 : 0,
    status: extension.status || DEFAULT_STATUS,
    presentation_number: values.presentation_number,
    domain_id: values.domain_id,
  }),
};
