import { ApiError, telephonyMutations } from '@switchboard/api-client';
import { ROUTING_DIRECTIONS, type RoutingDirection } from '@switchboard/contract';
import { Alert, Button, Dropdown, Stack, TextField } from '@switchboard/ui';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useApp } from '#app/AppContextProvider';
import { enumLabels } from '#features/i18n/enumLabels';
import { CallMomentFields } from '#features/telephony/CallMomentFields';
import { type CallMoment, momentOf } from '#features/telephony/callMoment';
import { RouteTraceView } from './RouteTraceView';
import { routingMessages as m } from './routing.messages';

type Values = {
  calling_number: string;
  called_number: string;
  direction: RoutingDirection;
  moment: CallMoment;
  duration: string;
};

/**
 * The route and rate tester: a call (numbers, direction, moment, duration) is explained by the API —
 * routing entries chosen and skipped, trunk rules with the numbers before and after, the trunk,
 * the rates found by longest prefix and the cost — and shown as a trace.
 */
export function RouteTester() {
  const intl = useIntl();
  const { api } = useApp();
  const [values, setValues] = useState<Values>({
    calling_number: '',
    called_number: '',
    direction: 'outbound',
    moment: { day: null, time: '' },
    duration: '60',
  });
  const test = useMutation(telephonyMutations(api).testRoute());
  const errors = test.error instanceof ApiError ? test.error.errors : {};
  const set =
    <K extends keyof Values>(name: K) =>
    (value: Values[K]) =>
      setValues((v) => ({ ...v, [name]: value }));
  const number = (name: 'calling_number' | 'called_number', label: string) => (
    <TextField
      label={label}
      value={values[name]}
      onChange={set(name)}
      error={errors[name]}
      numbersOnly
      inputMode="numeric"
      dir="ltr"
      autoComplete="off"
      required={name === 'called_number'}
    />
  );
  const at = momentOf(values.moment);
  return (
    <Stack gap="lg">
      <p>{intl.formatMessage(m.testerIntro)}</p>
      <form
        noValidate
        aria-label={intl.formatMessage(m.tester)}
        onSubmit={(event) => {
          event.preventDefault();
          test.mutate({
            body: {
              calling_number: values.calling_number.trim(),
              called_number: values.called_number.trim(),
              direction: values.direction,
              ...(at ? { time: at } : {}),
              duration: values.duration.trim() === '' ? 0 : Number(values.duration),
            },
          });
        }}
      >
        <Stack gap="md">
          {number('calling_number', intl.formatMessage(m.callingNumber))}
          {number('called_number', intl.formatMessage(m.calledNumber))}
          <Dropdown<string>
            label={intl.formatMessage(m.direction)}
            value={values.direction}
            onChange={(value) => set('direction')((value ?? 'outbound') as RoutingDirection)}
            error={errors.direction}
            options={ROUTING_DIRECTIONS.map((direction) => ({
              value: direction,
              label: intl.formatMessage(enumLabels.ROUTING_DIRECTIONS[direction]),
            }))}
          />
          <CallMomentFields
            value={values.moment}
            onChange={set('moment')}
            hint={intl.formatMessage(m.timeHint)}
            error={errors.time}
          />
          <TextField
            label={intl.formatMessage(m.duration)}
            value={values.duration}
            onChange={set('duration')}
            error={errors.duration}
            numbersOnly
            inputMode="numeric"
            dir="ltr"
            autoComplete="off"
          />
          <Stack direction="row" gap="sm">
            <Button kind="primary" type="submit" loading={test.isPending}>
              {intl.formatMessage(m.run)}
            </Button>
          </Stack>
        </Stack>
      </form>
      {test.isError && !(test.error instanceof ApiError && test.error.status === 422) && (
        <Alert kind="danger">{intl.formatMessage(m.testFailed)}</Alert>
      )}
      {test.data && <RouteTraceView trace={test.data} />}
    </Stack>
  );
}
