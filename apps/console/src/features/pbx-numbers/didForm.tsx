import {
  type Country,
  DID_NUMBER_TYPES,
  DID_TARGET_TYPES,
  type DidNumber,
  type DidNumberType,
  type DidTargetType,
  type didNumberResource,
} from '@switchboard/contract';
import { enumLabels } from '#features/i18n/enumLabels';
import { choiceField } from '../resource/choiceField';
import type { ResourceForm } from '../resource/ResourceDialog';
import type { ResourceSelect } from '../resource/SelectField';
import { DidTargetField, targetIdOf, targetKey } from './DidTargetField';
import { numbersMessages as m } from './numbers.messages';

type DidValues = {
  number: string;
  description: string;
  country: string | null;
  number_type: DidNumberType | null;
  target_type: DidTargetType | null;
  /** `type:id` of the chosen target (DidTargetField), sent as the id when it is of the chosen type. */
  target_id: string | null;
};

/** The countries of the API's list, searchable by name; the value is the ISO code. */
const countrySelect: ResourceSelect<DidNumber, Country> = {
  query: (q) => q.countries(),
  option: (country) => ({ value: country.code, label: `${country.name} (${country.dial_code})` }),
  placeholder: m.selectCountry,
  searchable: true,
  current: (did) => did.country,
};

const bodyOf = (values: DidValues) => ({
  number: values.number.trim(),
  description: values.description.trim(),
  // Left unset, the rule set's 'Country is required.' names it.
  country: values.country ?? '',
  number_type: values.number_type as DidNumberType,
  target_type: values.target_type,
  target_id: targetIdOf(values.target_id, values.target_type),
});

/**
 * 'Add external number' / 'Edit external number' (spec §3 Numbers): number, description, country,
 * number type, and where its calls go: a type ('Not routed' for none), then one of the account's
 * targets of that type by name. A number must not be another loaded one's.
 */
export const didForm: ResourceForm<typeof didNumberResource, DidValues> = {
  createTitle: m.createExternal,
  editTitle: m.editExternal,
  unique: ['number'],
  fields: [
    {
      name: 'number',
      label: m.number,
      numbersOnly: true,
      ltr: true,
      requiredOnCreate: true,
      hint: m.numberHint,
    },
    { name: 'description', label: m.numberDescription },
    {
      name: 'country',
      label: m.country,
      requiredOnCreate: true,
      select: countrySelect as ResourceSelect<DidNumber>,
    },
    {
      name: 'number_type',
      label: m.numberType,
      requiredOnCreate: true,
      render: choiceField(DID_NUMBER_TYPES, enumLabels.DID_NUMBER_TYPES, m.selectNumberType),
    },
    {
      name: 'target_type',
      label: m.targetType,
      render: choiceField(DID_TARGET_TYPES, enumLabels.DID_TARGET_TYPES, m.notRouted),
    },
    {
      name: 'target_id',
      label: m.target,
      render: (field, { open, values, record }) => (
        <DidTargetField field={field} type={values.target_type} open={open} record={record} />
      ),
    },
  ],
  initialValues: (did) => ({
    number: did?.number ?? '',
    description: did?.description ?? '',
    country: did?.country || null,
    number_type: did?.number_type ?? null,
    target_type: did?.target_type ?? null,
    target_id: did?.target_type && did.target_id !== null ? targetKey(did.target_type, did.target_id) : null,
  }),
  createBody: bodyOf,
  updateBody: bodyOf,
};
