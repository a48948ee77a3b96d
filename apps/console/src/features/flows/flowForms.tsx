import {
  FLOW_TYPES,
  type FlowType,
  type flowResource,
  type flowVersionResource,
} from '@switchboard/contract';
import { Dropdown } from '@switchboard/ui';
import type { BoundField, ResourceForm } from '../resource/ResourceDialog';
import { flowsMessages as m, flowVersionsMessages as v } from './flows.messages';
import { useFlowTypeLabel } from './flowTypeLabel';

type FlowValues = { name: string; flow_type: FlowType; client_number: string; is_active: boolean };

function FlowTypeField({ field }: { field: BoundField }) {
  const label = useFlowTypeLabel();
  return (
    <Dropdown<string>
      label={field.label}
      value={(field.value as string | null) ?? null}
      onChange={(value) => field.onChange(value)}
      error={field.error}
      options={FLOW_TYPES.map((type) => ({ value: type, label: label(type) }))}
    />
  );
}

const flowBody = (values: FlowValues) => ({
  name: values.name.trim(),
  flow_type: values.flow_type,
  client_number: values.client_number.trim(),
  is_active: values.is_active ? (1 as const) : (0 as const),
});

/** 'Add flow' / 'Edit flow' (spec §3 Flow: name, flow type, client number, is active). */
export const flowForm: ResourceForm<typeof flowResource, FlowValues> = {
  createTitle: m.add,
  editTitle: m.editTitle,
  fields: [
    { name: 'name', label: m.name, requiredOnCreate: true },
    { name: 'flow_type', label: m.flowType, render: (field) => <FlowTypeField field={field} /> },
    { name: 'client_number', label: m.clientNumber, numbersOnly: true, ltr: true },
    { name: 'is_active', label: m.isActive, kind: 'switch' },
  ],
  initialValues: (flow) => ({
    name: flow?.name ?? '',
    flow_type: flow?.flow_type ?? 'inbound',
    client_number: flow?.client_number ?? '',
    is_active: flow ? flow.is_active === 1 : true,
  }),
  createBody: flowBody,
  updateBody: flowBody,
};

type VersionValues = { name: string; description: string };
const versionBody = (values: VersionValues) => ({
  name: values.name.trim(),
  description: values.description.trim(),
});

/** 'Add version' / 'Edit version': name and description; the graph is drawn in the editor, the settings on their tab. */
export const flowVersionForm: ResourceForm<typeof flowVersionResource, VersionValues> = {
  createTitle: v.add,
  editTitle: v.editTitle,
  fields: [
    { name: 'name', label: v.name, requiredOnCreate: true },
    { name: 'description', label: v.versionDescription },
  ],
  initialValues: (version) => ({ name: version?.name ?? '', description: version?.description ?? '' }),
  createBody: versionBody,
  updateBody: versionBody,
};
