import type { Deps } from '../deps.js';
import { resetPasswordMail, verifyEmailMail } from '../mail/templates.js';
import { createEmailToken } from './email-tokens.js';

type MailDeps = Pick<Deps, 'db' | 'clock' | 'config' | 'mailer'>;

interface Recipient {
  id: number;
  name: string;
  email: string;
}

/**
 * Mails a link to the console's /verify-email/{token} page (with the address, for the page to show),
 * which calls GET /admin/verify/{token} and then goes on to the profile.
 */
export async function sendVerificationMail(deps: MailDeps, owner: Recipient): Promise<void> {
  const token = await createEmailToken(deps, owner.id, 'verify');
  const link = `${deps.config.publicUrl}/verify-email/${token}?email=${encodeURIComponent(owner.email)}`;
  await deps.mailer.send(verifyEmailMail(owner.email, owner.name, link));
}

/** Mails a link to the console's /reset-password/{token} page. */
export async function sendResetMail(deps: MailDeps, owner: Recipient): Promise<void> {
  const token = await createEmailToken(deps, owner.id, 'reset');
  const link = `${deps.config.publicUrl}/reset-password/${token}`;
  await deps.mailer.send(
    resetPasswordMail(owner.email, owner.name, link, deps.config.resetTokenTtlSeconds / 60),
  );
}
