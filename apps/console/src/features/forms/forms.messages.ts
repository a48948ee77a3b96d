import { defineMessages, type NoMessageValues } from 'react-intl';

type Field = { field: string };

/**
 * The shared rule set's messages (@switchboard/forms, spec §5) in the interface language. The rule
 * set speaks English, on the client and in the server's 422 answers alike; `useFieldError`
 * recognises its texts and says them again here, with the form's own label for the field.
 */
export const ruleMessages = defineMessages<{
  required: Field;
  unique: Field;
  exists: Field;
  nospace: Field;
  between: Field & { min: number; max: number };
  passwordsDiffer: NoMessageValues;
  email: Field;
  enterValid: Field;
  number: Field;
  notzero: Field;
  phoneIncorrect: NoMessageValues;
  phoneCountryCode: NoMessageValues;
  vat: NoMessageValues;
}>({
  required: { id: 'forms.rule.required', defaultMessage: '{field} is required.' },
  unique: { id: 'forms.rule.unique', defaultMessage: '{field} already exists.' },
  exists: { id: 'forms.rule.exists', defaultMessage: '{field} does not exist' },
  nospace: { id: 'forms.rule.nospace', defaultMessage: 'Enter valid {field}. Spaces not allowed.' },
  between: {
    id: 'forms.rule.between',
    defaultMessage: '{field} should be between {min, number} - {max, number}',
  },
  passwordsDiffer: { id: 'forms.rule.passwordsDiffer', defaultMessage: 'The passwords must be the same!' },
  email: { id: 'forms.rule.email', defaultMessage: '{field} must be a valid email address.' },
  enterValid: { id: 'forms.rule.enterValid', defaultMessage: 'Enter valid {field}' },
  number: { id: 'forms.rule.number', defaultMessage: '{field} must be a number.' },
  notzero: { id: 'forms.rule.notzero', defaultMessage: 'Choose valid {field}' },
  phoneIncorrect: { id: 'forms.rule.phoneIncorrect', defaultMessage: 'Phone number is not correct' },
  phoneCountryCode: {
    id: 'forms.rule.phoneCountryCode',
    defaultMessage: 'Please enter your phone number with country code',
  },
  vat: { id: 'forms.rule.vat', defaultMessage: 'Enter valid VAT number' },
});

/** What a failed request says when the server gave no message of its own (forms/failureNotice.ts). */
export const failureMessages = defineMessages({
  timedOut: { id: 'forms.notice.timedOut', defaultMessage: 'Request timed out' },
  failed: {
    id: 'forms.notice.failed',
    defaultMessage: 'The request could not be completed. Please try again.',
  },
});
