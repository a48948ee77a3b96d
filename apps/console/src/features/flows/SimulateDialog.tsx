import { ApiError, flowMutations } from '@switchboard/api-client';
import type { CallSimulation, FlowVersion } from '@switchboard/contract';
import { Alert, Button, DateField, Dropdown, Modal, Stack, Switch, TextField, Trace } from '@switchboard/ui';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useApp } from '#app/AppContextProvider';
import { simulateMessages as m } from './flows.messages';

export interface SimulateDialogProps {
  flowId: number;
  versions: readonly FlowVersion[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

type Values = {
  calling_number: string;
  day: string | null;
  time: string;
  keys: string;
  version: number | null;
  answered: boolean;
};

const pad = (n: number) => String(n).padStart(2, '0');
const now = (): Values => {
  const at = new Date();
  return {
    calling_number: '',
    day: `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`,
    time: `${pad(at.getHours())}:${pad(at.getMinutes())}`,
    keys: '',
    version: null,
    answered: true,
  };
};

/** The day and the time typed (in the browser's zone) as an ISO moment; undefined: now. */
function momentOf(values: Values): string | undefined {
  if (!values.day) return undefined;
  const time = /^\d{1,2}:\d{2}$/.test(values.time.trim()) ? values.time.trim().padStart(5, '0') : '12:00';
  const at = new Date(`${values.day}T${time}:00`);
  return Number.isNaN(at.getTime()) ? undefined : at.toISOString();
}

/** What the API is sent for the typed values. */
function simulationBody(values: Values) {
  const at = momentOf(values);
  return {
    calling_number: values.calling_number.trim(),
    keys: values.keys.replace(/\s/g, ''),
    answered: values.answered ? (1 as const) : (0 as const),
    ...(at ? { at } : {}),
    ...(values.version !== null ? { version_id: values.version } : {}),
  };
}

/**
 * 'Simulate a call' (issue 11): a calling number, a moment and the keys pressed go through a version
 * (the active one unless chosen) on the API, with the account's timeslots and queues; the answer is
 * the path node by node, each with why the call went on as it did, and how the call ends.
 */
export function SimulateDialog({ flowId, versions, open, onOpenChange }: SimulateDialogProps) {
  const intl = useIntl();
  const { api } = useApp();
  const [values, setValues] = useState<Values>(now);
  const set =
    <K extends keyof Values>(key: K) =>
    (value: Values[K]) =>
      setValues((v) => ({ ...v, [key]: value }));
  const simulate = useMutation(flowMutations(api).simulateFlowCall());
  const errors = simulate.error instanceof ApiError ? simulate.error.errors : {};
  const close = () => {
    simulate.reset();
    onOpenChange(false);
  };
  return (
    <Modal
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title={intl.formatMessage(simulate.data ? m.resultTitle : m.title)}
      footer={
        <>
          <Button onClick={close}>{intl.formatMessage(m.close)}</Button>
          {simulate.data ? (
            <Button kind="primary" onClick={() => simulate.reset()}>
              {intl.formatMessage(m.again)}
            </Button>
          ) : (
            <Button kind="primary" type="submit" form="flow-simulate" loading={simulate.isPending}>
              {intl.formatMessage(m.run)}
            </Button>
          )}
        </>
      }
    >
      {simulate.data ? (
        <SimulationTrace result={simulate.data} />
      ) : (
        <form
          id="flow-simulate"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            simulate.mutate({ params: { flowId }, body: simulationBody(values) });
          }}
        >
          <Stack gap="md">
            <TextField
              label={intl.formatMessage(m.callingNumber)}
              value={values.calling_number}
              onChange={set('calling_number')}
              error={errors.calling_number}
              numbersOnly
              inputMode="tel"
              dir="ltr"
              autoComplete="off"
              required
            />
            <DateField
              label={intl.formatMessage(m.day)}
              value={values.day}
              onChange={set('day')}
              error={errors.at}
            />
            <TextField
              label={intl.formatMessage(m.time)}
              value={values.time}
              onChange={set('time')}
              dir="ltr"
              autoComplete="off"
            />
            <TextField
              label={intl.formatMessage(m.keys)}
              hint={intl.formatMessage(m.keysHint)}
              value={values.keys}
              onChange={set('keys')}
              error={errors.keys}
              dir="ltr"
              autoComplete="off"
            />
            <Dropdown<number>
              label={intl.formatMessage(m.version)}
              placeholderOption={intl.formatMessage(m.activeVersion)}
              options={versions.map((version) => ({ value: version.id, label: version.name }))}
              value={values.version}
              onChange={set('version')}
              error={errors.version_id}
            />
            <Switch
              label={intl.formatMessage(m.answered)}
              checked={values.answered}
              onChange={set('answered')}
            />
            {simulate.isError && !(simulate.error instanceof ApiError && simulate.error.status === 422) && (
              <Alert kind="danger">{simulate.error.message}</Alert>
            )}
          </Stack>
        </form>
      )}
    </Modal>
  );
}

/** Steps with a key: a loop passes the same node again, so the position keeps them apart. */
const numbered = (steps: CallSimulation['steps']) =>
  steps.map((step, position) => ({ ...step, key: `${position}:${step.nodeId}` }));

/** The nodes the call passed, in order, and how it ended. */
export function SimulationTrace({ result }: { result: CallSimulation }) {
  const intl = useIntl();
  const { kind } = result.outcome;
  const good = kind === 'connected' || kind === 'voicemail' || kind === 'hangup';
  return (
    <Stack gap="md">
      <Trace label={intl.formatMessage(m.traceLabel)}>
        {numbered(result.steps).map((step) => (
          <Trace.Step
            key={step.key}
            outcome={step.output === null ? (good ? 'match' : 'error') : 'info'}
            title={step.label || step.nodeId}
            status={
              step.output === null
                ? intl.formatMessage(m.ended)
                : intl.formatMessage(m.left, { output: step.output })
            }
          >
            {step.explanation}
          </Trace.Step>
        ))}
      </Trace>
      <Alert kind={good ? 'success' : 'danger'} title={intl.formatMessage(m[kind])}>
        {result.outcome.explanation}
      </Alert>
      {result.unused_keys.length > 0 && (
        <p>{intl.formatMessage(m.unusedKeys, { keys: result.unused_keys.join(' ') })}</p>
      )}
    </Stack>
  );
}
