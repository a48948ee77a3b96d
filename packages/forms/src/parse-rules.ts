export const RULE_NAMES = [
  'required',
  'unique',
  'nospace',
  'between',
  'match',
  'email',
  'valuein',
  'exists',
  'url',
  'number',
  'notzero',
] as const;

export type RuleName = (typeof RULE_NAMES)[number];

export type ParsedRule =
  | { name: 'between'; min: number; max: number }
  | { name: 'match'; other: string }
  | { name: 'valuein'; expected: string }
  | { name: Exclude<RuleName, 'between' | 'match' | 'valuein'> };

const NEEDS_ARGUMENT: ReadonlySet<RuleName> = new Set(['between', 'match', 'valuein']);

/**
 * Parses 'required|nospace|between:3-20'. A typo in a rule string is a programming error,
 * so it throws when the struct is built instead of passing silently at runtime.
 */
export function parseRules(spec: string): ParsedRule[] {
  return spec
    .split('|')
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map((part) => parseRule(part, spec));
}

function parseRule(part: string, spec: string): ParsedRule {
  const colon = part.indexOf(':');
  const name = (colon === -1 ? part : part.slice(0, colon)).trim();
  const argument = colon === -1 ? '' : part.slice(colon + 1).trim();
  if (!isRuleName(name)) throw new Error(`Unknown rule "${name}" in "${spec}"`);
  if (NEEDS_ARGUMENT.has(name) && argument === '') {
    throw new Error(`Rule "${name}" needs an argument in "${spec}"`);
  }
  switch (name) {
    case 'between':
      return parseBetween(argument, spec);
    case 'match':
      return { name, other: argument };
    case 'valuein':
      return { name, expected: argument };
    default:
      return { name };
  }
}

function parseBetween(argument: string, spec: string): ParsedRule {
  const bounds = /^(\d+)\s*-\s*(\d+)$/.exec(argument);
  const min = Number(bounds?.[1]);
  const max = Number(bounds?.[2]);
  if (!bounds || min > max) throw new Error(`Rule "between" needs "min-max" in "${spec}"`);
  return { name: 'between', min, max };
}

function isRuleName(name: string): name is RuleName {
  return (RULE_NAMES as readonly string[]).includes(name);
}
