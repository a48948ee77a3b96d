/**
 * Log lines go through this, so tests can stay quiet or capture them.
 *
 * Errors are logged by name, message, SQLSTATE code and stack frames only. Database errors carry
 * the failed query's parameters (Drizzle's message and `params`, pg's `detail` with the row's
 * values): password hashes, token hashes, personal data. Those never reach a log line, and
 * anything in an error line that looks like a hash or a token is masked (a request path may hold a
 * download token). Info lines are written on purpose and kept whole: the outbox mailer logs the
 * links it would have mailed, for development.
 */
import { DrizzleQueryError } from 'drizzle-orm';

export interface Logger {
  info(message: string): void;
  error(message: string, error?: unknown): void;
}

/** Argon2 hashes, and runs of 40+ token characters: refresh and mailed tokens, sha256 digests, JWT parts. */
const SECRET = /\$argon2[^\s"',)]*|[A-Za-z0-9_-]{40,}/g;

const redact = (line: string) => line.replace(SECRET, '[redacted]');

/** The fields of an error (and of its causes) safe to log, each cause on a line of its own. */
function describeError(error: unknown): string {
  if (!(error instanceof Error)) return typeof error === 'string' ? error : '';
  const lines: string[] = [];
  for (let current: unknown = error, depth = 0; current instanceof Error && depth < 5; depth++) {
    const { code } = current as { code?: unknown };
    // Drizzle's own message is the query text plus its parameters; its cause says what failed.
    const message = current instanceof DrizzleQueryError ? 'query failed' : current.message;
    lines.push(
      `${depth > 0 ? 'caused by ' : ''}${current.name}: ${message}${code ? ` [${String(code)}]` : ''}`,
    );
    current = current.cause;
  }
  // The frames only: the stack's first lines repeat the message.
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  return [...lines, ...frames].join('\n');
}

/** A logger writing to `write`, error lines described and redacted. */
export function lineLogger(write: { info(line: string): void; error(line: string): void }): Logger {
  return {
    info: (message) => write.info(message),
    error: (message, error) => {
      const described = describeError(error);
      write.error(redact(described ? `${message}\n${described}` : message));
    },
  };
}

export const consoleLogger: Logger = lineLogger({
  info: (line) => console.log(line),
  error: (line) => console.error(line),
});

export const silentLogger: Logger = { info: () => {}, error: () => {} };
