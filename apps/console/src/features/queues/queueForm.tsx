import { QUEUE_STRATEGIES, type QueueStrategy, type queueResource } from '@switchboard/contract';
import { enumLabels } from '#features/i18n/enumLabels';
import { defined, flag, numberText, optionalNumber } from '../forms/formValues';
import { choiceField } from '../resource/choiceField';
import type { ResourceForm } from '../resource/ResourceDialog';
import { queuesMessages as m } from './queues.messages';

type QueueValues = {
  name: string;
  description: string;
  priority: string;
  weight: string;
  wrapup_time: string;
  timeout: string;
  unblock: string;
  strategy: QueueStrategy;
  queue_number: string;
  connect_to_last_agent: boolean;
  agent_search_period: string;
  is_active: boolean;
};

const bodyOf = (values: QueueValues) => ({
  name: values.name.trim(),
  description: values.description.trim(),
  strategy: values.strategy,
  queue_number: values.queue_number.trim(),
  connect_to_last_agent: flag(values.connect_to_last_agent),
  is_active: flag(values.is_active),
  ...defined({
    priority: optionalNumber(values.priority),
    weight: optionalNumber(values.weight),
    wrapup_time: optionalNumber(values.wrapup_time),
    timeout: optionalNumber(values.timeout),
    unblock: optionalNumber(values.unblock),
    agent_search_period: optionalNumber(values.agent_search_period),
  }),
});

/** 'Add queue' / 'Edit queue' (spec §3 Queue): the strategies are Asterisk's, by their names. */
export const queueForm: ResourceForm<typeof queueResource, QueueValues> = {
  createTitle: m.add,
  editTitle: m.editTitle,
  unique: ['queue_number'],
  fields: [
    { name: 'name', label: m.name, requiredOnCreate: true },
    { name: 'description', label: m.queueDescription },
    { name: 'queue_number', label: m.queueNumber, numbersOnly: true, requiredOnCreate: true },
    {
      name: 'strategy',
      label: m.strategy,
      render: choiceField(QUEUE_STRATEGIES, enumLabels.QUEUE_STRATEGIES),
    },
    { name: 'priority', label: m.priority, numbersOnly: true },
    { name: 'weight', label: m.weight, numbersOnly: true, hint: m.weightHint },
    { name: 'timeout', label: m.timeout, numbersOnly: true },
    { name: 'wrapup_time', label: m.wrapupTime, numbersOnly: true },
    { name: 'unblock', label: m.unblock, numbersOnly: true },
    { name: 'connect_to_last_agent', label: m.connectToLastAgent, kind: 'switch' },
    { name: 'agent_search_period', label: m.agentSearchPeriod, numbersOnly: true },
    { name: 'is_active', label: m.isActive, kind: 'switch' },
  ],
  initialValues: (queue) => ({
    name: queue?.name ?? '',
    description: queue?.description ?? '',
    priority: numberText(queue?.priority ?? 0),
    weight: numberText(queue?.weight ?? 0),
    wrapup_time: numberText(queue?.wrapup_time ?? 0),
    timeout: numberText(queue?.timeout ?? 15),
    unblock: numberText(queue?.unblock ?? 0),
    strategy: queue?.strategy ?? 'ringall',
    queue_number: queue?.queue_number ?? '',
    connect_to_last_agent: queue?.connect_to_last_agent === 1,
    agent_search_period: numberText(queue?.agent_search_period ?? 0),
    is_active: queue ? queue.is_active === 1 : true,
  }),
  createBody: bodyOf,
  updateBody: bodyOf,
};
