import { defineMessages, type NoMessageValues } from 'react-intl';

/** A trunk rule's command and how a call's numbers went through it (carrier rule test, route tester). */
export const callRulesMessages = defineMessages<{
  change_calling: NoMessageValues;
  change_called: NoMessageValues;
  change_diversion: NoMessageValues;
  matched: NoMessageValues;
  notMatched: { reason: string | number };
  numbers: { calling: string; called: string; presentation: string };
  empty: NoMessageValues;
}>({
  change_calling: { id: 'xpbx.rules.command.changeCalling', defaultMessage: 'Change calling number' },
  change_called: { id: 'xpbx.rules.command.changeCalled', defaultMessage: 'Change called number' },
  change_diversion: { id: 'xpbx.rules.command.changeDiversion', defaultMessage: 'Change diversion number' },
  matched: { id: 'xpbx.rules.matched', defaultMessage: 'Applied' },
  notMatched: { id: 'xpbx.rules.notMatched', defaultMessage: 'Not applied: {reason}' },
  numbers: {
    id: 'xpbx.rules.numbers',
    defaultMessage: 'Calling {calling}, called {called}, presentation {presentation}',
  },
  empty: { id: 'xpbx.rules.emptyNumber', defaultMessage: '(empty)' },
});
