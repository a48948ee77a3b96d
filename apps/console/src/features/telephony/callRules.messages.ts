import { defineMessages, type NoMessageValues } from 'react-intl';
import { enumLabels } from '#features/i18n/enumLabels';

/** A trunk rule's command and how a call's numbers went through it (carrier rule test, route tester). */
export const callRulesMessages = {
  ...enumLabels.TRUNK_RULE_COMMANDS,
  ...defineMessages<{
    matched: NoMessageValues;
    notMatched: { reason: string | number };
    numbers: { calling: string; called: string; presentation: string };
    empty: NoMessageValues;
  }>({
    matched: { id: 'xpbx.rules.matched', defaultMessage: 'Applied' },
    notMatched: { id: 'xpbx.rules.notMatched', defaultMessage: 'Not applied: {reason}' },
    numbers: {
      id: 'xpbx.rules.numbers',
      defaultMessage: 'Calling {calling}, called {called}, presentation {presentation}',
    },
    empty: { id: 'xpbx.rules.emptyNumber', defaultMessage: '(empty)' },
  }),
};
