import type { CustomerTrunkTransport, Explanation, TrunkType } from '@switchboard/contract';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { isolatedText, ltrText } from '../crud/ltrText';
import { enumLabels } from '../i18n/enumLabels';
import { explanationMessages, explanationWords } from './explanations.messages';

/** Parameters written left to right in any language: numbers, patterns, keys, zones, times. */
const LTR = new Set([
  'number',
  'pattern',
  'prefix',
  'address',
  'key',
  'zone',
  'time',
  'rule_direction',
  'call_direction',
]);
/** Parameters that are names people typed. */
const NAMES = new Set(['timeslot', 'holiday', 'queue', 'rule', 'trunk', 'carrier', 'node', 'name', 'pool']);

const asIs = (value: string) => value;

/**
 * An explanation (a code and its parameters, from the route tester, the trunk rule test or the
 * call simulator) as a sentence in the reader's language. `output` words a flow node's output
 * (the simulator passes the flow editor's words; the editor's package stays off other pages).
 */
export function useExplain(output: (value: string) => string = asIs) {
  const intl = useIntl();
  return useCallback(
    (explanation: Explanation) => {
      const day = (date: string) => `${date}T12:00:00Z`;
      const values: Record<string, string | number> = {};
      for (const [key, value] of Object.entries(explanation.params) as [string, unknown][]) {
        if (key === 'weekday') continue;
        if (value === null) {
          values[key] = key === 'valid_to' ? 'none' : intl.formatMessage(explanationWords.noneChosen);
        } else if (Array.isArray(value)) values[key] = intl.formatList(value.map(isolatedText));
        else if (typeof value === 'number') values[key] = key === 'added' ? ltrText(`+${value}`) : value;
        else if (key === 'date' || key === 'valid_to')
          values[key] = intl.formatDate(day(String(value)), { dateStyle: 'medium', timeZone: 'UTC' });
        else if (key === 'trunk_type')
          values[key] = intl.formatMessage(enumLabels.TRUNK_TYPES[value as TrunkType]);
        else if (key === 'transport')
          values[key] = intl.formatMessage(
            enumLabels.CUSTOMER_TRUNK_TRANSPORTS[value as CustomerTrunkTransport],
          );
        else if (key === 'output') values[key] = output(String(value));
        else if (LTR.has(key)) values[key] = ltrText(String(value));
        else if (NAMES.has(key)) values[key] = isolatedText(String(value));
        else values[key] = String(value);
      }
      // The weekday is the date's, in the reader's words.
      if ('date' in explanation.params)
        values.weekday = intl.formatDate(day(explanation.params.date), { weekday: 'long', timeZone: 'UTC' });
      return intl.formatMessage(explanationMessages[explanation.code], values);
    },
    [intl, output],
  );
}
