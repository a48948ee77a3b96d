import type { CallNumbers } from '@switchboard/contract';
import { useIntl } from 'react-intl';
import { ltrText } from '../crud/ltrText';
import { callRulesMessages as m } from './callRules.messages';

/** The numbers of a call, each left to right (an empty one says so). */
export function NumbersLine({ numbers }: { numbers: CallNumbers }) {
  const intl = useIntl();
  const show = (value: string) => (value ? ltrText(value) : intl.formatMessage(m.empty));
  return (
    <span>
      {intl.formatMessage(m.numbers, {
        calling: show(numbers.calling),
        called: show(numbers.called),
        presentation: show(numbers.diversion),
      })}
    </span>
  );
}
