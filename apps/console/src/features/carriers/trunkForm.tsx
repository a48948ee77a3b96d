import {
  CODECS,
  type Codec,
  type carrierTrunkResource,
  TRUNK_SERVICES,
  TRUNK_TYPES,
  type TrunkService,
  type TrunkType,
} from '@switchboard/contract';
import { CheckboxGroup } from '@switchboard/ui';
import { enumLabels } from '#features/i18n/enumLabels';
import { optionalNumber } from '../forms/formValues';
import { choiceField } from '../resource/choiceField';
import type { ResourceForm } from '../resource/ResourceDialog';
import { trunksMessages as m } from './trunks.messages';

type TrunkValues = {
  name: string;
  channels: string;
  codecs: Codec[];
  host: string;
  port: string;
  priority: string;
  service: TrunkService;
  trunk_type: TrunkType | null;
};

const bodyOf = (values: TrunkValues) => {
  const port = optionalNumber(values.port);
  const priority = optionalNumber(values.priority);
  return {
    name: values.name.trim(),
    channels: Number(values.channels || 0),
    codecs: values.codecs,
    host: values.host.trim(),
    ...(port === undefined ? {} : { port }),
    ...(priority === undefined ? {} : { priority }),
    service: values.service,
    trunk_type: values.trunk_type as TrunkType,
  };
};

/** 'Add carrier trunk' / 'Edit carrier trunk' (spec §3 Carrier trunk): codecs are a multi-select. */
export const trunkForm: ResourceForm<typeof carrierTrunkResource, TrunkValues> = {
  createTitle: m.add,
  editTitle: m.editTitle,
  unique: ['name'],
  fields: [
    { name: 'name', label: m.name, requiredOnCreate: true },
    { name: 'host', label: m.host, requiredOnCreate: true, ltr: true },
    { name: 'port', label: m.port, numbersOnly: true },
    { name: 'channels', label: m.channels, numbersOnly: true, requiredOnCreate: true },
    { name: 'priority', label: m.priority, numbersOnly: true },
    {
      name: 'codecs',
      label: m.codecs,
      render: (field) => (
        <CheckboxGroup
          label={field.label}
          options={CODECS.map((codec) => ({ value: codec, label: codec }))}
          value={field.value as Codec[]}
          onChange={(value) => field.onChange(value)}
          error={field.error}
        />
      ),
    },
    { name: 'service', label: m.service, render: choiceField(TRUNK_SERVICES) },
    { name: 'trunk_type', label: m.trunkType, render: choiceField(TRUNK_TYPES, enumLabels.TRUNK_TYPES) },
  ],
  initialValues: (trunk) => ({
    name: trunk?.name ?? '',
    channels: trunk ? String(trunk.channels) : '30',
    codecs: trunk?.codecs ?? ['Alaw', 'Ulaw'],
    host: trunk?.host ?? '',
    port: trunk ? String(trunk.port) : '5060',
    priority: trunk ? String(trunk.priority) : '1',
    service: trunk?.service ?? 'VoIP',
    trunk_type: trunk?.trunk_type ?? 'Outgoing',
  }),
  createBody: bodyOf,
  updateBody: bodyOf,
};
