import { describe, expect, it } from 'vitest';
import { manualClock } from '../lib/clock.js';
import { startTestServer } from '../testing.js';
import { outboxMailer } from './mailer.js';
import { verifyEmailMail } from './templates.js';

describe('outboxMailer', () => {
  it('keeps the mail in the outbox and logs recipient, subject and link', async () => {
    const server = await startTestServer({ database: 'pglite' });
    try {
      const lines: string[] = [];
      const mailer = outboxMailer(server.db, manualClock(), { info: (l) => lines.push(l), error: () => {} });
      await mailer.send(
        verifyEmailMail('ada@example.test', 'Ada', 'http://localhost:8080/verify-email/tok?email=x'),
      );
      expect(lines).toEqual([
        'mail queued #1: verify-email to ada@example.test "Verify your email address" http://localhost:8080/verify-email/tok?email=x',
      ]);
      expect((await server.outbox()).map((m) => [m.to, m.kind])).toEqual([
        ['ada@example.test', 'verify-email'],
      ]);
    } finally {
      await server.close();
    }
  });
});
