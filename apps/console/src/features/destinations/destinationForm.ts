import type { Country, Destination, destinationResource } from '@switchboard/contract';
import type { ResourceForm } from '../resource/ResourceDialog';
import type { ResourceSelect } from '../resource/SelectField';
import { destinationsMessages as m } from './destinations.messages';

type DestinationValues = {
  prefix: string;
  prefix_name: string;
  country: string | null;
  is_mobile: boolean;
  is_itfs: boolean;
};

/** The countries of the reference list, by name, searchable; the value is the ISO code. */
const countrySelect: ResourceSelect<Destination, Country> = {
  query: (q) => q.countries(),
  option: (country) => ({ value: country.code, label: `${country.name} (${country.dial_code})` }),
  placeholder: m.selectCountry,
  searchable: true,
  current: (destination) => destination.country,
};

const bodyOf = (values: DestinationValues) => ({
  prefix: values.prefix.trim(),
  prefix_name: values.prefix_name.trim(),
  country: values.country ?? '',
  is_mobile: (values.is_mobile ? 1 : 0) as 0 | 1,
  is_itfs: (values.is_itfs ? 1 : 0) as 0 | 1,
});

/** 'Add destination' / 'Edit destination' (spec §3 Destination): a prefix is not repeated. */
export const destinationForm: ResourceForm<typeof destinationResource, DestinationValues> = {
  createTitle: m.add,
  editTitle: m.editTitle,
  unique: ['prefix'],
  fields: [
    { name: 'prefix', label: m.prefix, numbersOnly: true, requiredOnCreate: true },
    { name: 'prefix_name', label: m.prefixName, requiredOnCreate: true },
    { name: 'country', label: m.country, select: countrySelect as ResourceSelect<Destination> },
    { name: 'is_mobile', label: m.isMobile, kind: 'switch' },
    { name: 'is_itfs', label: m.isItfs, kind: 'switch' },
  ],
  initialValues: (destination) => ({
    prefix: destination?.prefix ?? '',
    prefix_name: destination?.prefix_name ?? '',
    country: destination?.country ?? null,
    is_mobile: destination ? destination.is_mobile === 1 : false,
    is_itfs: destination ? destination.is_itfs === 1 : false,
  }),
  createBody: bodyOf,
  updateBody: bodyOf,
};
