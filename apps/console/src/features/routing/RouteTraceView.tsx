import { resourceQueries } from '@switchboard/api-client';
import { carrierResource, parseRate, type RateMatch, type RouteTrace } from '@switchboard/contract';
import { Icon, Trace } from '@switchboard/ui';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useApp } from '#app/AppContextProvider';
import { enumLabels } from '#features/i18n/enumLabels';
import { ltrText } from '../crud/ltrText';
import { callRulesMessages as t } from '../telephony/callRules.messages';
import { formatDuration, formatMicros } from '../telephony/money';
import { NumbersLine } from '../telephony/NumbersLine';
import { useExplain } from '../telephony/useExplain';
import { routingMessages as m } from './routing.messages';

/** What the account is charged in: prices display as euro (spec §9). */
const ACCOUNT_CURRENCY = 'EUR';

/** The tester's answer as numbered steps: routing, trunk, rules, numbers sent, rates and cost. */
export function RouteTraceView({ trace }: { trace: RouteTrace }) {
  const intl = useIntl();
  const explain = useExplain();
  const { api } = useApp();
  const carriers = useMemo(() => resourceQueries(api, carrierResource), [api]);
  // Only the carrier's currency is missing from the trace: the list is usually cached already.
  const { data: carrierList } = useQuery({ ...carriers.list(), enabled: trace.trunk !== null });
  const carrierCurrency =
    carrierList?.find((carrier) => carrier.id === trace.trunk?.carrier_id)?.currency ?? ACCOUNT_CURRENCY;
  const direction = intl.formatMessage(enumLabels.ROUTING_DIRECTIONS[trace.direction]);

  const rate = (title: string, match: RateMatch | null, currency: string, key: string) =>
    match ? (
      <Trace.Step
        key={key}
        outcome="info"
        title={title}
        status={intl.formatMessage(m.rateFound, {
          prefix: ltrText(match.prefix),
          name: match.prefix_name,
          date: intl.formatDate(`${match.effective_date}T00:00:00Z`, {
            dateStyle: 'medium',
            timeZone: 'UTC',
          }),
        })}
      >
        {intl.formatMessage(m.rateDetails, {
          rate: formatMicros(intl, parseRate(match.carrier_rate) ?? 0, currency),
          setup: formatMicros(intl, parseRate(match.setup_rate) ?? 0, currency),
          billed: formatDuration(intl, match.billed_seconds),
          duration: formatDuration(intl, trace.duration),
          cost: formatMicros(intl, match.cost_micros, currency),
        })}
      </Trace.Step>
    ) : (
      <Trace.Step key={key} outcome="error" title={title} status={intl.formatMessage(m.noRate)} />
    );

  const did = trace.did;
  const capacity = trace.capacity;
  // Over its pool's limit the call goes nowhere: the steps after it are not shown.
  const refused = capacity?.refused === true;
  return (
    <Trace label={intl.formatMessage(m.traceLabel)}>
      {did && (
        <Trace.Step
          outcome={did.target ? 'match' : 'skip'}
          title={intl.formatMessage(m.didStep, { number: ltrText(did.number) })}
          status={
            did.target
              ? intl.formatMessage(m.didTarget, {
                  type: intl.formatMessage(enumLabels.DID_TARGET_TYPES[did.target.type]),
                  name: did.target.type === 'extension' ? ltrText(did.target.name) : did.target.name,
                })
              : intl.formatMessage(m.didNotRouted)
          }
        >
          {did.reasons.length > 0 &&
            did.reasons.map((reason) => <div key={reason.code}>{explain(reason)}</div>)}
        </Trace.Step>
      )}
      {capacity && (
        <Trace.Step
          outcome={refused ? 'error' : 'match'}
          title={intl.formatMessage(m.capacity)}
          status={intl.formatMessage(refused ? m.capacityFull : m.capacityRoom)}
        >
          {explain(capacity.reason)}
        </Trace.Step>
      )}
      {!refused && trace.routing.length === 0 && did?.code !== 'did_target' && (
        <Trace.Step
          outcome="error"
          title={intl.formatMessage(m.routing)}
          status={intl.formatMessage(m.noRoutes)}
        />
      )}
      {trace.routing.map((entry) => (
        <Trace.Step
          key={`route-${entry.entry_id}`}
          outcome={entry.chosen ? 'match' : 'skip'}
          title={intl.formatMessage(m.routeStep, { direction, priority: entry.priority })}
          status={intl.formatMessage(entry.chosen ? m.chosen : m.skipped)}
        >
          <div>
            <bdi dir="ltr">{`A ${entry.a_regexp || '.*'} · B ${entry.b_regexp || '.*'}`}</bdi>
          </div>
          {entry.reasons.map((reason) => (
            <div key={reason.code}>{explain(reason)}</div>
          ))}
        </Trace.Step>
      ))}
      {trace.routing.length > 0 && trace.entry_id === null && (
        <Trace.Step
          outcome="error"
          title={intl.formatMessage(m.routing)}
          status={intl.formatMessage(m.noRoute)}
        />
      )}
      {trace.trunks.map((trunk) => (
        <Trace.Step
          key={`trunk-${trunk.trunk_id}`}
          outcome={trunk.chosen ? 'match' : 'skip'}
          title={intl.formatMessage(m.trunkStep, {
            name: trunk.name,
            carrier:
              carrierList?.find((carrier) => carrier.id === trunk.carrier_id)?.carrier_name ??
              trunk.carrier_id,
          })}
          status={intl.formatMessage(trunk.chosen ? m.chosen : m.skipped)}
        >
          {explain(trunk.reason)}
        </Trace.Step>
      ))}
      {trace.entry_id !== null && trace.trunk === null && (
        <Trace.Step
          outcome="error"
          title={intl.formatMessage(m.routing)}
          status={intl.formatMessage(m.noTrunk)}
        />
      )}
      {trace.rules.map((step) => (
        <Trace.Step
          key={`rule-${step.rule_id}`}
          outcome={step.matched ? 'match' : 'skip'}
          title={intl.formatMessage(m.ruleStep, {
            priority: step.priority,
            command: intl.formatMessage(t[step.command]),
          })}
          status={
            step.matched
              ? intl.formatMessage(t.matched)
              : intl.formatMessage(t.notMatched, { reason: step.reason ? explain(step.reason) : '' })
          }
        >
          {step.matched && step.timeslot && <div>{explain(step.timeslot)}</div>}
          <NumbersLine numbers={step.before} /> <Icon name="chevronEnd" size={12} />{' '}
          <NumbersLine numbers={step.after} />
        </Trace.Step>
      ))}
      {!refused && (
        <Trace.Step outcome="info" title={intl.formatMessage(m.numbersAfter)} status="">
          <NumbersLine numbers={trace.numbers.after} />
        </Trace.Step>
      )}
      {trace.trunk &&
        rate(intl.formatMessage(m.carrierRate), trace.carrier_rate, carrierCurrency, 'carrier-rate')}
      {!refused &&
        rate(
          // Which tariff priced it: the account's own where it has a rate, else the provider's default.
          intl.formatMessage(trace.client_rate?.from_default_tariff ? m.clientRateDefault : m.clientRate),
          trace.client_rate,
          ACCOUNT_CURRENCY,
          'client-rate',
        )}
    </Trace>
  );
}
