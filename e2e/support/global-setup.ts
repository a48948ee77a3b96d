import { rmSync } from 'node:fs';
import { SMTPServer } from 'smtp-server';
import { MAILBOX_DIR, storeMail } from './mailbox';
import { E2E_MAIL_PORT } from './ports';

/** Runs a real SMTP server for the stack's verification and reset mails; returns its teardown. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  rmSync(MAILBOX_DIR, { recursive: true, force: true });
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        storeMail({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
          receivedAt: Date.now(),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(E2E_MAIL_PORT, '127.0.0.1', () => resolve());
  });
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
