// Every text the rule set produces lives here so the wording stays in one place (spec §5, §8).

export const messages = {
  required: (label: string) => `${label} is required.`,
  unique: (label: string) => `${label} already exists.`,
  nospace: (label: string) => `Enter valid ${label}. Spaces not allowed.`,
  between: (label: string, min: number, max: number) => `${label} should be between ${min} - ${max}`,
  passwordsDiffer: () => 'The passwords must be the same!',
  match: (label: string, other: string) => `${label} must match ${other}`,
  email: (label: string) => `${label} must be a valid email address.`,
  valuein: (label: string, expected: string) => `${label} should be ${expected}`,
  exists: (label: string) => `${label} does not exist`,
  enterValid: (label: string) => `Enter valid ${label}`,
  noCardNumber: (label: string) => `${label} must not contain a card number. Cards are added under Payments.`,
  number: (label: string) => `${label} must be a number.`,
  notzero: (label: string) => `Choose valid ${label}`,
  phoneIncorrect: () => 'Phone number is not correct',
  phoneCountryCode: () => 'Please enter your phone number with country code',
  vat: () => 'Enter valid VAT number',
  fileTooLarge: (limitMb: number) => `The file is too large. The limit is ${limitMb} MB.`,
} as const;

/** Form-level notices from spec §8, word for word. */
export const NOTICES = {
  resolveErrors: 'Please resolve the errors first',
  fixErrors: 'Please fix all the errors',
  fillCompanyFields: 'Please fill all company fields',
  passwordsDiffer: 'The passwords must be the same!',
  acceptTerms: 'You have to accept our terms and services',
  phoneIncorrect: 'Phone number is not correct',
  phoneCountryCode: 'Please enter your phone number with country code',
  selectFile: 'Please select file',
} as const;
