/**
 * Recognises a unique-constraint violation (SQLSTATE 23505) from either driver. Drizzle wraps
 * driver errors (DrizzleQueryError), so the code may sit on the error or on its cause.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth++) {
    const candidate = current as { code?: unknown; constraint?: unknown; message?: unknown; cause?: unknown };
    if (candidate.code === '23505') {
      if (!constraint) return true;
      // pg exposes `constraint`; PGlite's message names it.
      return candidate.constraint === constraint || String(candidate.message ?? '').includes(constraint);
    }
    current = candidate.cause;
  }
  return false;
}
