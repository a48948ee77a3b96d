/**
 * A message of the public site's contact form (spec §1), whichever way it came: JSON from the page's
 * script (routes/contact.ts) or the plain form post (routes/site.ts). Kept and mailed to the
 * provider's support address, the visitor as Reply-To.
 */
import type { ContactMessageBody } from '@switchboard/contract';
import { contactMessages } from '../db/schema.js';
import type { Deps } from '../deps.js';
import { contactMail } from '../mail/templates.js';

/** Keeps and mails the message; a bot that filled the hidden field is dropped without a trace. */
export async function receiveContact(
  deps: Pick<Deps, 'db' | 'mailer' | 'clock' | 'config'>,
  ip: string,
  input: ContactMessageBody,
): Promise<void> {
  if (input.website?.trim()) return;
  await deps.db.insert(contactMessages).values({
    name: input.name,
    email: input.email,
    department: input.department,
    message: input.message,
    ip,
    createdAt: deps.clock.now(),
  });
  await deps.mailer.send(
    contactMail(deps.config.supportEmail, {
      name: input.name,
      email: input.email,
      department: input.department,
      text: input.message,
    }),
  );
}
