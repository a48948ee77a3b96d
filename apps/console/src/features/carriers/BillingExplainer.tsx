import { type BillingModel, billingExamples, parseRate } from '@switchboard/contract';
import { Card, List, Stack } from '@switchboard/ui';
import { useIntl } from 'react-intl';
import { formatDuration, formatMicros } from '../telephony/money';
import { ratesMessages as m } from './rates.messages';

export interface BillingExplainerProps {
  model: BillingModel;
  /** The per-minute rate and per-call fee as typed ('0.0125'); unreadable text shows no cost. */
  rate: string;
  setup: string;
  currency: string;
}

/**
 * The billing-model explainer (spec §3 Carrier rate, §9 examples): the rule in words and what calls
 * of 30 s, 61 s, 100 s and 121 s are billed and cost, computed by the contract's rating functions
 * (the ones the API rates with) from the values being edited.
 */
export function BillingExplainer({ model, rate, setup, currency }: BillingExplainerProps) {
  const intl = useIntl();
  const rateMicros = parseRate(rate);
  const setupMicros = setup.trim() === '' ? 0 : parseRate(setup);
  const priced = rateMicros !== null && setupMicros !== null;
  const examples = billingExamples(model, rateMicros ?? 0, setupMicros ?? 0);
  return (
    <Card title={intl.formatMessage(m.explainer)} headingLevel={3}>
      <Stack gap="sm">
        <p>
          {intl.formatMessage(m.explainerRule, {
            setup: model.setup_time,
            minimum: model.minimum_time,
            rest: model.rest_time,
          })}
        </p>
        <List aria-label={intl.formatMessage(m.explainerTable)} dividers spacing="xs">
          {examples.map((example) => {
            const values = {
              duration: formatDuration(intl, example.duration),
              billed: formatDuration(intl, example.billed),
            };
            return (
              <List.Item key={example.duration}>
                {priced
                  ? intl.formatMessage(m.example, {
                      ...values,
                      cost: formatMicros(intl, example.cost_micros, currency),
                    })
                  : intl.formatMessage(m.exampleNoRate, values)}
              </List.Item>
            );
          })}
        </List>
      </Stack>
    </Card>
  );
}
