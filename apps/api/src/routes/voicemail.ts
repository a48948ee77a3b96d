/**
 * Voicemail boxes, registered from their resource declaration, and 'Send test mail': the box's mail
 * for a sample message, sent now through the app's mailer (the outbox, or SMTP) — the same mail the
 * switch will send for each message left.
 */
import { endpoints as ep, type MessageResponse, voicemailResource } from '@switchboard/contract';
import { voicemails } from '../db/schema.js';
import type { Deps } from '../deps.js';
import { contractRoutes } from '../lib/contract-routes.js';
import { notFound } from '../lib/http-error.js';
import { idParam } from '../lib/params.js';
import { toVoicemail } from '../media/serialize.js';
import { voicemailMail } from '../media/voicemail-mail.js';
import { drizzleStore } from '../resources/drizzle-store.js';
import { registerResource } from '../resources/register.js';

const trimmed = (value: string | undefined) => (value === undefined ? undefined : value.trim());

export default function voicemailRoutes(deps: Deps) {
  const store = drizzleStore({
    resource: voicemailResource,
    table: voicemails,
    serialize: toVoicemail,
    insert: (input) => ({
      name: input.name.trim(),
      mailTo: input.mail_to.trim(),
      mailFrom: input.mail_from.trim(),
      mailCc: input.mail_cc?.trim() ?? '',
      mailBcc: input.mail_bcc?.trim() ?? '',
      mailSubject: input.mail_subject.trim(),
      mailBody: input.mail_body ?? '',
      mailSignature: input.mail_signature ?? '',
      isActive: input.is_active === 1,
    }),
    changes: (input) => ({
      ...(input.name !== undefined ? { name: input.name.trim() } : {}),
      ...(input.mail_to !== undefined ? { mailTo: trimmed(input.mail_to) } : {}),
      ...(input.mail_from !== undefined ? { mailFrom: trimmed(input.mail_from) } : {}),
      ...(input.mail_cc !== undefined ? { mailCc: trimmed(input.mail_cc) } : {}),
      ...(input.mail_bcc !== undefined ? { mailBcc: trimmed(input.mail_bcc) } : {}),
      ...(input.mail_subject !== undefined ? { mailSubject: trimmed(input.mail_subject) } : {}),
      ...(input.mail_body !== undefined ? { mailBody: input.mail_body } : {}),
      ...(input.mail_signature !== undefined ? { mailSignature: input.mail_signature } : {}),
      ...(input.is_active !== undefined ? { isActive: input.is_active === 1 } : {}),
    }),
  });

  const routes = contractRoutes(deps);
  registerResource(routes, deps, voicemailResource, store);

  return routes.on(ep.sendVoicemailTestMail, async (c) => {
    const { accountId } = c.get('session');
    const box = await store.get({ deps, accountId, scope: {} }, idParam(c));
    if (!box) throw notFound();
    // A sample message: a reserved fictional number (NANP 555-01xx) to a sample extension.
    const mail = voicemailMail(box, {
      callingNumber: '+12025550100',
      calledNumber: '100',
      at: deps.clock.now(),
      durationSeconds: 12,
    });
    await deps.mailer.send({ ...mail, subject: `[Test] ${mail.subject}` });
    const answer: MessageResponse = { message: `A test mail was sent to ${mail.to}` };
    return c.json(answer);
  }).app;
}
