import {
  CARRIER_CURRENCIES,
  type Carrier,
  type CarrierCurrency,
  type carrierResource,
  TIMEZONE_PLACEHOLDER,
  type Timezone,
} from '@switchboard/contract';
import { Dropdown } from '@switchboard/ui';
import { flag } from '../forms/formValues';
import type { ResourceForm } from '../resource/ResourceDialog';
import type { ResourceSelect } from '../resource/SelectField';
import { carriersMessages as m } from './carriers.messages';

type CarrierValues = {
  carrier_name: string;
  timezone: string | null;
  currency: CarrierCurrency;
  username: string;
  password: string;
  description: string;
  did_supplier: boolean;
  sms_supplier: boolean;
  voice_supplier: boolean;
  is_active: boolean;
};

const timezoneSelect: ResourceSelect<Carrier, Timezone> = {
  query: (q) => q.timezones(),
  option: (zone) => (zone.name === TIMEZONE_PLACEHOLDER ? null : { value: zone.name, label: zone.name }),
  placeholder: m.selectTimezone,
  searchable: true,
  current: (carrier) => carrier.timezone,
};

/** The fields both bodies share; the password is added only when typed (write-only, spec §3). */
const common = (values: CarrierValues) => ({
  carrier_name: values.carrier_name.trim(),
  timezone: values.timezone,
  currency: values.currency,
  username: values.username.trim(),
  description: values.description,
  did_supplier: flag(values.did_supplier),
  sms_supplier: flag(values.sms_supplier),
  voice_supplier: flag(values.voice_supplier),
  is_active: flag(values.is_active),
});

/**
 * 'Add carrier' / 'Edit carrier' (spec §3 Carrier). The saved password never comes back from the
 * API: the field starts empty, and left empty on edit it is not sent, so the stored one is kept.
 */
export const carrierForm: ResourceForm<typeof carrierResource, CarrierValues> = {
  createTitle: m.add,
  editTitle: m.editTitle,
  unique: ['carrier_name'],
  fields: [
    { name: 'carrier_name', label: m.name, requiredOnCreate: true },
    { name: 'timezone', label: m.timezone, select: timezoneSelect as ResourceSelect<Carrier> },
    {
      name: 'currency',
      label: m.currency,
      render: (field) => (
        <Dropdown<string>
          label={field.label}
          value={field.value as string}
          onChange={(value) => field.onChange(value ?? 'EUR')}
          error={field.error}
          options={CARRIER_CURRENCIES.map((code) => ({ value: code, label: code }))}
        />
      ),
    },
    { name: 'username', label: m.username },
    { name: 'password', label: m.password, kind: 'password', editHint: m.passwordKeepHint },
    { name: 'description', label: m.carrierDescription },
    { name: 'voice_supplier', label: m.voiceSupplier, kind: 'switch' },
    { name: 'did_supplier', label: m.didSupplier, kind: 'switch' },
    { name: 'sms_supplier', label: m.smsSupplier, kind: 'switch' },
    { name: 'is_active', label: m.isActive, kind: 'switch' },
  ],
  initialValues: (carrier) => ({
    carrier_name: carrier?.carrier_name ?? '',
    timezone: carrier?.timezone ?? null,
    currency: carrier?.currency ?? 'EUR',
    username: carrier?.username ?? '',
    password: '',
    description: carrier?.description ?? '',
    did_supplier: carrier ? carrier.did_supplier === 1 : false,
    sms_supplier: carrier ? carrier.sms_supplier === 1 : false,
    voice_supplier: carrier ? carrier.voice_supplier === 1 : true,
    is_active: carrier ? carrier.is_active === 1 : true,
  }),
  createBody: (values) => ({ ...common(values), ...(values.password ? { password: values.password } : {}) }),
  updateBody: (values) => ({ ...common(values), ...(values.password ? { password: values.password } : {}) }),
};
