export { holdsCardNumber } from './card-number.js';
export {
  CARD_FIRST_YEAR,
  CARD_LABELS,
  CARD_NUMBER_MIN_LENGTH,
  CARD_YEARS_AHEAD,
  type CardField,
  type CardValues,
  cardEditErrors,
  cardErrors,
  cardFieldError,
} from './domain/card.js';
export {
  COMPANY_FIELDS,
  COMPANY_LABELS,
  COMPANY_RULES,
  type CompanyField,
  type CompanyValues,
  companyErrors,
  companyFieldsError,
} from './domain/company.js';
export { ATTACHMENT_LIMIT, fileError, fileTooLarge, MB, UPLOAD_LIMIT } from './domain/files.js';
export {
  PASSWORD_CHANGE_LABELS,
  PASSWORD_CHANGE_RULES,
  type PasswordChangeValues,
  passwordChangeErrors,
} from './domain/password-change.js';
export { PHONE_MAX_LENGTH, phoneError, withPhone } from './domain/phone.js';
export { termsError } from './domain/terms.js';
export { vatError } from './domain/vat.js';
export { isAbsent, isBlank, optionValue, SELECT_OPTION_PLACEHOLDER } from './emptiness.js';
export { fieldLabel } from './field-label.js';
export { messages, NOTICES } from './messages.js';
export { isNumbersOnlyKey, numbersOnly } from './numbers-only.js';
export { type ParsedRule, parseRules, RULE_NAMES, type RuleName } from './parse-rules.js';
export { integerIn, PG_INTEGER } from './ranges.js';
export { ruled } from './ruled.js';
export { type RulesSchema, type RulesShape, rulesObject, withRules } from './rules-object.js';
export { rulesStruct } from './rules-struct.js';
export { firstMessages, toServerErrors } from './server-errors.js';
export { FORM_KEY, structErrors } from './struct-errors.js';
export type { FieldErrors, RuleContext, RuleContextSource, RuleMap, ServerErrors } from './types.js';
export { isStorableText, nestingDepth, type UnsafeInputOptions, unsafeInputErrors } from './unsafe-input.js';
export { isUrl } from './url.js';
export { validate } from './validate.js';
