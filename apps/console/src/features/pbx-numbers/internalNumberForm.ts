import { resourceQueries } from '@switchboard/api-client';
import {
  type InternalNumber,
  type internalNumberResource,
  type PbxUser,
  type PresentationNumber,
  pbxUserResource,
} from '@switchboard/contract';
import type { ResourceForm } from '../resource/ResourceDialog';
import type { ResourceSelect } from '../resource/SelectField';
import { numbersMessages as m } from './numbers.messages';

type InternalNumberValues = {
  number: string;
  pbx_user_id: number | null;
  description: string;
  presentation_number: string | null;
  is_active: boolean;
};

/** The account's PBX users by username; 'Select user' leaves the number unheld (null). */
const userSelect: ResourceSelect<InternalNumber, PbxUser> = {
  query: (_q, _record, api) => resourceQueries(api, pbxUserResource).list(),
  option: (user) => ({ value: user.id, label: user.username }),
  placeholder: m.selectUser,
  searchable: true,
};

/** The account's DIDs to present to the called party; 'Select number' is none (null). */
const numberSelect: ResourceSelect<InternalNumber, PresentationNumber> = {
  query: (q) => q.presentationNumbers(),
  option: (row) => ({
    value: row.number,
    label: row.description ? `${row.number} – ${row.description}` : row.number,
  }),
  placeholder: m.selectPresentationNumber,
  current: (record) => record.presentation_number,
};

const bodyOf = (values: InternalNumberValues) => ({
  number: values.number.trim(),
  pbx_user_id: values.pbx_user_id,
  description: values.description.trim(),
  presentation_number: values.presentation_number,
  is_active: (values.is_active ? 1 : 0) as 0 | 1,
});

/** 'Create internal number' / 'Edit internal number' (spec §3 Internal number). */
export const internalNumberForm: ResourceForm<typeof internalNumberResource, InternalNumberValues> = {
  createTitle: m.createInternal,
  editTitle: m.editInternal,
  unique: ['number'],
  fields: [
    { name: 'number', label: m.internalNumber, numbersOnly: true, requiredOnCreate: true },
    { name: 'pbx_user_id', label: m.username, select: userSelect as ResourceSelect<InternalNumber> },
    { name: 'description', label: m.numberDescription },
    {
      name: 'presentation_number',
      label: m.presentationNumber,
      select: numberSelect as ResourceSelect<InternalNumber>,
    },
    { name: 'is_active', label: m.isActive, kind: 'switch' },
  ],
  initialValues: (record) => ({
    number: record?.number ?? '',
    pbx_user_id: record?.pbx_user_id ?? null,
    description: record?.description ?? '',
    presentation_number: record?.presentation_number ?? null,
    is_active: record ? record.is_active === 1 : true,
  }),
  createBody: bodyOf,
  updateBody: bodyOf,
};
