/**
 * The routing entries' a_regexp and b_regexp, checked and matched by RE2 semantics (re2js): time
 * linear in the number's length, so no pattern (`(a+)+$` included) can stall the server. The
 * console and the API check a pattern with the same function, so both refuse the same ones.
 */
import { RE2JS } from 're2js';

/** Longest pattern accepted (compiled size stays small). */
export const MAX_REGEXP_LENGTH = 200;

/** Why a pattern cannot be used, or null. An empty pattern matches every number. */
export function regexpError(pattern: string): string | null {
  if (pattern.length > MAX_REGEXP_LENGTH) return `longer than ${MAX_REGEXP_LENGTH} characters`;
  if (pattern === '') return null;
  try {
    RE2JS.compile(pattern);
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : 'invalid regular expression';
  }
}

/** A matcher for a valid pattern (searching anywhere unless anchored); '' matches everything. */
export function compileRegexp(pattern: string): (value: string) => boolean {
  if (pattern === '') return () => true;
  const compiled = RE2JS.compile(pattern);
  return (value) => compiled.matcher(value).find();
}
