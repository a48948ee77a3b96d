import { ApiError, flowMutations } from '@switchboard/api-client';
import type { CallSimulation, Explanation, FlowVersion } from '@switchboard/contract';
import { useFlowLabels } from '@switchboard/flow-editor/labels';
import { Alert, Button, Dropdown, Modal, Stack, Switch, TextField, Trace } from '@switchboard/ui';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useApp } from '#app/AppContextProvider';
import { CallMomentFields } from '../telephony/CallMomentFields';
import { type CallMoment, momentOf, nowMoment } from '../telephony/callMoment';
import { useExplain } from '../telephony/useExplain';
import { simulateMessages as m } from './flows.messages';

export interface SimulateDialogProps {
  flowId: number;
  versions: readonly FlowVersion[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

type Values = {
  calling_number: string;
  moment: CallMoment;
  keys: string;
  version: number | null;
  answered: boolean;
};

const now = (): Values => ({
  calling_number: '',
  moment: nowMoment(),
  keys: '',
  version: null,
  answered: true,
});

/** What the API is sent for the typed values. */
function simulationBody(values: Values) {
  const at = momentOf(values.moment);
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
            <CallMomentFields value={values.moment} onChange={set('moment')} error={errors.at} />
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
  const labels = useFlowLabels();
  const explain = useExplain(labels.output);
  const lines = (explanation: Explanation[]) =>
    // A queue's reasons may repeat a code (two rules): the parameters keep them apart.
    explanation.map((line) => <div key={JSON.stringify(line)}>{explain(line)}</div>);
  const { kind } = result.outcome;
  const good = kind === 'connected' || kind === 'voicemail' || kind === 'hangup';
  return (
    <Stack gap="md">
      <Trace label={intl.formatMessage(m.traceLabel)}>
        {numbered(result.steps).map((step) => (
          <Trace.Step
            key={step.key}
            outcome={step.output === null ? (good ? 'match' : 'error') : 'info'}
            title={step.label || labels.kind(step.kind)}
            status={
              step.output === null
                ? intl.formatMessage(m.ended)
                : intl.formatMessage(m.left, { output: labels.output(step.output) })
            }
          >
            {lines(step.explanation)}
          </Trace.Step>
        ))}
      </Trace>
      <Alert kind={good ? 'success' : 'danger'} title={intl.formatMessage(m[kind])}>
        {lines(result.outcome.explanation)}
      </Alert>
      {result.unused_keys.length > 0 && (
        <p>{intl.formatMessage(m.unusedKeys, { keys: result.unused_keys.join(' ') })}</p>
      )}
    </Stack>
  );
}
