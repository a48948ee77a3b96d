import { resourceQueries } from '@switchboard/api-client';
import {
  type Carrier,
  carrierResource,
  type Flow,
  flowResource,
  type inboundRouteResource,
  installRe2,
  type outboundRouteResource,
  type RoutingEntry,
  type Timeslot,
  timeslotResource,
} from '@switchboard/contract';
import type { MessageDescriptor } from 'react-intl';
import type { ResourceField, ResourceForm } from '../resource/ResourceDialog';
import type { ResourceSelect } from '../resource/SelectField';
import { routingMessages as m } from './routing.messages';

type RoutingValues = {
  a_regexp: string;
  b_regexp: string;
  flow_id: number | null;
  priority: string;
  timeslot_id: number | null;
  application_id: string;
  carrier_id: number | null;
};

/** The carriers an outbound entry can name; none means any active voice carrier. */
const carrierSelect: ResourceSelect<RoutingEntry, Carrier> = {
  query: (_q, _entry, api) => resourceQueries(api, carrierResource).list(),
  option: (carrier) => ({ value: carrier.id, label: carrier.carrier_name }),
  placeholder: m.anyCarrier,
  searchable: true,
};

/** The flow an entry hands its calls to. */
const flowSelect: ResourceSelect<RoutingEntry, Flow> = {
  query: (_q, _entry, api) => resourceQueries(api, flowResource).list(),
  option: (flow) => ({ value: flow.id, label: flow.name }),
  placeholder: m.noFlow,
  searchable: true,
};

/** The timeslot an entry holds for; none means at any time. */
const timeslotSelect: ResourceSelect<RoutingEntry, Timeslot> = {
  query: (_q, _entry, api) => resourceQueries(api, timeslotResource).list(),
  option: (timeslot) => ({ value: timeslot.id, label: timeslot.description }),
  placeholder: m.anyTime,
  searchable: true,
};

const id = (text: string) => (text.trim() === '' ? null : Number(text));

const bodyOf = (values: RoutingValues) => ({
  a_regexp: values.a_regexp,
  b_regexp: values.b_regexp,
  flow_id: values.flow_id,
  priority: values.priority.trim() === '' ? 0 : Number(values.priority),
  timeslot_id: values.timeslot_id,
  application_id: id(values.application_id),
  carrier_id: values.carrier_id,
});

const idText = (value: number | null | undefined) => (value == null ? '' : String(value));

const regexpField = (
  name: 'a_regexp' | 'b_regexp',
  label: MessageDescriptor,
): ResourceField<RoutingEntry, RoutingValues> => ({
  name,
  label,
  ltr: true,
  hint: m.regexpHint,
});

/** Inbound and outbound entries share their entity and bodies, so one form serves both. */
function routingForm(
  createTitle: MessageDescriptor,
  editTitle: MessageDescriptor,
  withCarrier: boolean,
): ResourceForm<typeof inboundRouteResource, RoutingValues> {
  return {
    createTitle,
    editTitle,
    fields: [
      regexpField('a_regexp', m.aRegexp),
      regexpField('b_regexp', m.bRegexp),
      { name: 'priority', label: m.priority, numbersOnly: true },
      { name: 'flow_id', label: m.flow, select: flowSelect as ResourceSelect<RoutingEntry> },
      { name: 'timeslot_id', label: m.timeslot, select: timeslotSelect as ResourceSelect<RoutingEntry> },
      { name: 'application_id', label: m.application, numbersOnly: true, hint: m.idHint },
      ...(withCarrier
        ? [
            {
              name: 'carrier_id' as const,
              label: m.carrier,
              select: carrierSelect as ResourceSelect<RoutingEntry>,
            },
          ]
        : []),
    ],
    initialValues: (entry) => ({
      a_regexp: entry?.a_regexp ?? '',
      b_regexp: entry?.b_regexp ?? '',
      flow_id: entry?.flow_id ?? null,
      priority: entry ? String(entry.priority) : '1',
      timeslot_id: entry?.timeslot_id ?? null,
      application_id: idText(entry?.application_id),
      carrier_id: entry?.carrier_id ?? null,
    }),
    createBody: bodyOf,
    updateBody: bodyOf,
  };
}

// The entries' bodies check their patterns with RE2 (decision 0012): the dialog validates with them
// once this module has loaded, so the engine comes with the form, not with the routing page.
installRe2();

/** 'Add inbound' / 'Edit inbound'. */
export const inboundForm = routingForm(m.addInbound, m.editInbound, false);
/** 'Add outbound' / 'Edit outbound', with the carrier that takes the calls. */
export const outboundForm = routingForm(m.addOutbound, m.editOutbound, true) as unknown as ResourceForm<
  typeof outboundRouteResource,
  RoutingValues
>;
