import { ApiError, telephonyMutations } from '@switchboard/api-client';
import type { RuleTestResult } from '@switchboard/contract';
import { Alert, Button, Modal, Stack, TextField, Trace } from '@switchboard/ui';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useApp } from '#app/AppContextProvider';
import { CallMomentFields } from '../telephony/CallMomentFields';
import { type CallMoment, momentOf, nowMoment } from '../telephony/callMoment';
import { NumbersLine } from '../telephony/NumbersLine';
import { useExplain } from '../telephony/useExplain';
import { trunksMessages as m } from './trunks.messages';

export interface RuleTestDialogProps {
  carrierId: number;
  trunkId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

type Numbers = { calling_number: string; called_number: string; presentation_number: string };
const EMPTY: Numbers = { calling_number: '', called_number: '', presentation_number: '' };

/**
 * 'Test rule' (spec §2): calling, called and presentation number, at a moment (a rule with a
 * timeslot applies while it is open), go through the trunk's rules on the API, and 'Test rule
 * result' shows each rule considered in priority order, whether it applied (or why not) and the
 * numbers after it.
 */
export function RuleTestDialog({ carrierId, trunkId, open, onOpenChange }: RuleTestDialogProps) {
  const intl = useIntl();
  const { api } = useApp();
  const [values, setValues] = useState<Numbers>(EMPTY);
  const [moment, setMoment] = useState<CallMoment>(nowMoment);
  const test = useMutation(telephonyMutations(api).testTrunkRules());
  const errors = test.error instanceof ApiError ? test.error.errors : {};
  const close = () => {
    test.reset();
    setValues(EMPTY);
    setMoment(nowMoment());
    onOpenChange(false);
  };
  const field = (name: keyof Numbers, label: string) => (
    <TextField
      label={label}
      value={values[name]}
      onChange={(value) => setValues((v) => ({ ...v, [name]: value }))}
      error={errors[name]}
      numbersOnly
      inputMode="numeric"
      dir="ltr"
      autoComplete="off"
      required={name === 'called_number'}
    />
  );
  return (
    <Modal
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title={intl.formatMessage(test.data ? m.testResult : m.test)}
      footer={
        <>
          <Button onClick={close}>{intl.formatMessage(m.close)}</Button>
          {test.data ? (
            <Button kind="primary" onClick={() => test.reset()}>
              {intl.formatMessage(m.again)}
            </Button>
          ) : (
            <Button kind="primary" type="submit" form="trunk-rule-test" loading={test.isPending}>
              {intl.formatMessage(m.run)}
            </Button>
          )}
        </>
      }
    >
      {test.data ? (
        <RuleTestTrace result={test.data} />
      ) : (
        <form
          id="trunk-rule-test"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            const at = momentOf(moment);
            test.mutate({
              params: { carrierId, trunkId },
              body: {
                calling_number: values.calling_number.trim(),
                called_number: values.called_number.trim(),
                presentation_number: values.presentation_number.trim(),
                ...(at ? { time: at } : {}),
              },
            });
          }}
        >
          <Stack gap="md">
            {field('calling_number', intl.formatMessage(m.callingNumber))}
            {field('called_number', intl.formatMessage(m.calledNumber))}
            {field('presentation_number', intl.formatMessage(m.presentationNumber))}
            <CallMomentFields value={moment} onChange={setMoment} error={errors.time} />
            {test.isError && !(test.error instanceof ApiError && test.error.status === 422) && (
              <Alert kind="danger">{test.error.message}</Alert>
            )}
          </Stack>
        </form>
      )}
    </Modal>
  );
}

/** Each rule considered, in order: applied or why not, and the numbers it left. */
export function RuleTestTrace({ result }: { result: Pick<RuleTestResult, 'steps' | 'result'> }) {
  const intl = useIntl();
  const explain = useExplain();
  return (
    <Stack gap="md">
      {result.steps.length === 0 ? (
        <p>{intl.formatMessage(m.noRules)}</p>
      ) : (
        <Trace label={intl.formatMessage(m.traceLabel)}>
          {result.steps.map((step) => (
            <Trace.Step
              key={step.rule_id}
              outcome={step.matched ? 'match' : 'skip'}
              title={intl.formatMessage(m.stepTitle, {
                priority: step.priority,
                command: intl.formatMessage(m[step.command]),
              })}
              status={
                step.matched
                  ? intl.formatMessage(m.matched)
                  : intl.formatMessage(m.notMatched, { reason: step.reason ? explain(step.reason) : '' })
              }
            >
              {step.matched && step.timeslot && <div>{explain(step.timeslot)}</div>}
              <NumbersLine numbers={step.after} />
            </Trace.Step>
          ))}
        </Trace>
      )}
      <Alert kind="success" title={intl.formatMessage(m.finalNumbers)}>
        <NumbersLine numbers={result.result} />
      </Alert>
    </Stack>
  );
}
