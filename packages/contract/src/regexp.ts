/**
 * The routing entries' a_regexp and b_regexp, checked and matched by RE2 semantics: time linear in
 * the number's length, so no pattern (`(a+)+$` included) can stall the server. The console and the
 * API check a pattern with the same function, so both refuse the same ones.
 *
 * The engine (re2js, ~44 KB gzip) is not imported here but installed by whoever checks or matches
 * patterns (`installRe2`, decision 0012): the routing resources' bodies use these checks, and the
 * console lists those resources on a page that needs no engine until the entry dialog opens. Until
 * it is installed every non-empty pattern is refused: a missing install fails closed.
 */

/** Longest pattern accepted (compiled size stays small). */
export const MAX_REGEXP_LENGTH = 200;

/** Compiles a pattern to a matcher (searching anywhere unless anchored), or throws why it cannot. */
export type RegexpEngine = (pattern: string) => (value: string) => boolean;

let engine: RegexpEngine | undefined;

const NOT_INSTALLED = 'the RE2 engine is not loaded';

/** For re2.ts alone (not exported by the package), so RE2 is the only engine there is. */
export function setRegexpEngine(compile: RegexpEngine) {
  engine = compile;
}

/** Why a pattern cannot be used, or null. An empty pattern matches every number. */
export function regexpError(pattern: string): string | null {
  if (pattern.length > MAX_REGEXP_LENGTH) return `longer than ${MAX_REGEXP_LENGTH} characters`;
  if (pattern === '') return null;
  if (!engine) return NOT_INSTALLED;
  try {
    engine(pattern);
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : 'invalid regular expression';
  }
}

/** A matcher for a valid pattern; '' matches everything. */
export function compileRegexp(pattern: string): (value: string) => boolean {
  if (pattern === '') return () => true;
  if (!engine) throw new Error(NOT_INSTALLED);
  return engine(pattern);
}
