/** The dropdown widget prepends this entry; choosing it means nothing was chosen. */
export const SELECT_OPTION_PLACEHOLDER = 'select option';

/** Dropdowns may hand over `{ value, label }` instead of the bare value. */
export function optionValue(value: unknown): unknown {
  if (value !== null && typeof value === 'object' && !Array.isArray(value) && 'value' in value) {
    return optionValue((value as { value: unknown }).value);
  }
  return value;
}

/** Nothing was entered: other rules skip such values so optional fields may stay empty. */
export function isAbsent(value: unknown): boolean {
  const bare = optionValue(value);
  if (bare === undefined || bare === null || bare === '') return true;
  if (Array.isArray(bare)) return bare.length === 0;
  return typeof bare === 'string' && bare.trim().toLowerCase() === SELECT_OPTION_PLACEHOLDER;
}

/** What `required` rejects: absent, or only whitespace. 0 and false are real answers. */
export function isBlank(value: unknown): boolean {
  const bare = optionValue(value);
  return isAbsent(bare) || (typeof bare === 'string' && bare.trim() === '');
}

/** Text rules work on strings and on scalars typed into text inputs; objects have no text. */
export function asText(value: unknown): string | undefined {
  const bare = optionValue(value);
  if (typeof bare === 'string') return bare;
  if (typeof bare === 'number' || typeof bare === 'boolean' || typeof bare === 'bigint') return String(bare);
  return undefined;
}
