import {
  CUSTOMER_TRUNK_AUTH_TYPES,
  CUSTOMER_TRUNK_CODECS,
  CUSTOMER_TRUNK_TRANSPORTS,
  type CustomerTrunkAuthType,
  type CustomerTrunkCodec,
  type CustomerTrunkTransport,
  type customerTrunkResource,
  MAX_TRUNK_CHANNELS,
} from '@switchboard/contract';
import {
  CheckboxGroup,
  NumberField,
  OrderList,
  RadioGroup,
  Stack,
  TextArea,
  TextField,
} from '@switchboard/ui';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { enumLabels } from '#features/i18n/enumLabels';
import { choiceField } from '#features/resource/choiceField';
import type { BoundField, ResourceForm } from '#features/resource/ResourceDialog';
import { trunksMessages as m } from './trunks.messages';

type TrunkValues = {
  name: string;
  host: string;
  port: number | null;
  transport: CustomerTrunkTransport;
  /** In the order of preference. */
  codecs: CustomerTrunkCodec[];
  channels: number | null;
  auth_type: CustomerTrunkAuthType;
  /** One address or range per line, as typed. */
  allowed_ips: string;
  username: string;
  failover_order: number | null;
  is_active: boolean;
};

/** A whole number between `min` and `max`, without grouping (a port reads 5060, not 5,060). */
function WholeNumberField({
  field,
  min,
  max,
  hint,
}: {
  field: BoundField;
  min: number;
  max: number;
  hint?: MessageDescriptor;
}) {
  const intl = useIntl();
  return (
    <NumberField
      {...field}
      value={field.value as number | null}
      onChange={(value) => field.onChange(value)}
      min={min}
      max={max}
      step={1}
      formatOptions={{ useGrouping: false }}
      {...(hint ? { hint: intl.formatMessage(hint) } : {})}
    />
  );
}

/**
 * The codecs checked, then put in order: a codec checked goes last, and the list below the boxes
 * moves it up or down (by keyboard too).
 */
function CodecsField({ field }: { field: BoundField }) {
  const intl = useIntl();
  const chosen = field.value as CustomerTrunkCodec[];
  return (
    <Stack gap="sm">
      <CheckboxGroup
        label={field.label}
        options={CUSTOMER_TRUNK_CODECS.map((codec) => ({ value: codec, label: codec }))}
        orientation="horizontal"
        value={chosen}
        onChange={(checked) =>
          field.onChange([
            ...chosen.filter((codec) => checked.includes(codec)),
            ...CUSTOMER_TRUNK_CODECS.filter((codec) => checked.includes(codec) && !chosen.includes(codec)),
          ])
        }
        error={field.error}
        hint={intl.formatMessage(m.codecsHint)}
      />
      {chosen.length > 1 && (
        <OrderList
          items={chosen}
          itemKey={(codec) => codec}
          itemName={(codec) => codec}
          onReorder={(codecs) => field.onChange(codecs)}
          aria-label={intl.formatMessage(m.codecOrder)}
        />
      )}
    </Stack>
  );
}

/** Addresses one per line, typed and shown left to right; only for a trunk that checks addresses. */
function AllowedIpsField({ field, authType }: { field: BoundField; authType: CustomerTrunkAuthType }) {
  const intl = useIntl();
  if (authType !== 'ip') return null;
  return (
    <TextArea
      {...field}
      value={String(field.value ?? '')}
      onChange={(value) => field.onChange(value)}
      rows={3}
      dir="ltr"
      required
      hint={intl.formatMessage(m.allowedIpsHint)}
    />
  );
}

/**
 * The login the provider's calls carry; only for a trunk with credentials. The password is made
 * by a create, and afterwards by the list's 'New password' only (an edit answers none).
 */
function UsernameField({
  field,
  authType,
  editing,
}: {
  field: BoundField;
  authType: CustomerTrunkAuthType;
  editing: boolean;
}) {
  const intl = useIntl();
  if (authType !== 'credentials') return null;
  return (
    <TextField
      {...field}
      value={String(field.value ?? '')}
      onChange={(value) => field.onChange(value)}
      dir="ltr"
      autoComplete="off"
      required
      hint={intl.formatMessage(editing ? m.usernameEditHint : m.usernameHint)}
    />
  );
}

/** How the PBX knows the provider's calls: by address, or by a login. */
function AuthTypeField({ field }: { field: BoundField }) {
  const intl = useIntl();
  return (
    <RadioGroup
      label={field.label}
      options={CUSTOMER_TRUNK_AUTH_TYPES.map((type) => ({
        value: type,
        label: intl.formatMessage(enumLabels.CUSTOMER_TRUNK_AUTH_TYPES[type]),
      }))}
      value={field.value as string}
      onChange={(value) => field.onChange(value)}
      error={field.error}
    />
  );
}

const addressesOf = (text: string) =>
  text
    .split(/[\s,]+/)
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');

const bodyOf = (values: TrunkValues) => ({
  name: values.name.trim(),
  host: values.host.trim(),
  // Left empty, the rule set names the field ('… is required.'); port and order have defaults.
  ...(values.port === null ? {} : { port: values.port }),
  transport: values.transport,
  codecs: values.codecs,
  channels: values.channels as number,
  auth_type: values.auth_type,
  allowed_ips: values.auth_type === 'ip' ? addressesOf(values.allowed_ips) : [],
  username: values.auth_type === 'credentials' ? values.username.trim() : '',
  ...(values.failover_order === null ? {} : { failover_order: values.failover_order }),
  is_active: values.is_active ? (1 as const) : (0 as const),
});

/**
 * 'Add trunk' / 'Edit trunk': where the PBX is, how it is reached, what it takes, and how it knows
 * the provider's calls. No password field: the server makes it and the page shows it once.
 */
export const trunkForm: ResourceForm<typeof customerTrunkResource, TrunkValues> = {
  createTitle: m.createTitle,
  editTitle: m.editTitle,
  unique: ['name'],
  fields: [
    { name: 'name', label: m.name, requiredOnCreate: true },
    { name: 'host', label: m.host, requiredOnCreate: true, ltr: true, hint: m.hostHint },
    {
      name: 'port',
      label: m.port,
      render: (field) => <WholeNumberField field={field} min={1} max={65_535} />,
    },
    {
      name: 'transport',
      label: m.transport,
      render: choiceField(CUSTOMER_TRUNK_TRANSPORTS, enumLabels.CUSTOMER_TRUNK_TRANSPORTS),
    },
    { name: 'codecs', label: m.codecs, render: (field) => <CodecsField field={field} /> },
    {
      name: 'channels',
      label: m.channels,
      render: (field) => (
        <WholeNumberField field={field} min={1} max={MAX_TRUNK_CHANNELS} hint={m.channelsHint} />
      ),
    },
    { name: 'auth_type', label: m.authType, render: (field) => <AuthTypeField field={field} /> },
    {
      name: 'allowed_ips',
      label: m.allowedIps,
      render: (field, { values }) => <AllowedIpsField field={field} authType={values.auth_type} />,
    },
    {
      name: 'username',
      label: m.username,
      render: (field, { values, record }) => (
        <UsernameField field={field} authType={values.auth_type} editing={record !== null} />
      ),
    },
    {
      name: 'failover_order',
      label: m.failoverOrder,
      render: (field) => <WholeNumberField field={field} min={1} max={100} hint={m.failoverOrderHint} />,
    },
    { name: 'is_active', label: m.active, kind: 'switch' },
  ],
  initialValues: (trunk) => ({
    name: trunk?.name ?? '',
    host: trunk?.host ?? '',
    port: trunk?.port ?? 5060,
    transport: trunk?.transport ?? 'udp',
    codecs: trunk?.codecs ?? ['PCMA', 'PCMU'],
    channels: trunk?.channels ?? null,
    auth_type: trunk?.auth_type ?? 'credentials',
    allowed_ips: trunk?.allowed_ips.join('\n') ?? '',
    username: trunk?.username ?? '',
    failover_order: trunk?.failover_order ?? 1,
    is_active: trunk ? trunk.is_active === 1 : true,
  }),
  createBody: bodyOf,
  updateBody: bodyOf,
};
