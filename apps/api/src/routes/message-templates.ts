/**
 * Text and mail templates (spec §3), registered from their resource declarations. A `{name}` that
 * is not one of TEMPLATE_PLACEHOLDERS is refused (422 naming it) rather than sent as it stands.
 */
import {
  type MailTemplate,
  type MessageTemplate,
  mailTemplateResource,
  messageTemplateResource,
  unknownPlaceholders,
} from '@switchboard/contract';
import { mailTemplates, messageTemplates } from '../db/schema.js';
import type { Deps } from '../deps.js';
import { contractRoutes } from '../lib/contract-routes.js';
import { unprocessable } from '../lib/http-error.js';
import { drizzleStore } from '../resources/drizzle-store.js';
import { registerResource } from '../resources/register.js';

const toMessageTemplate = (row: typeof messageTemplates.$inferSelect): MessageTemplate => ({
  id: row.id,
  description: row.description,
  message: row.message,
  channel: row.channel,
  is_active: row.isActive ? 1 : 0,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

const toMailTemplate = (row: typeof mailTemplates.$inferSelect): MailTemplate => ({
  id: row.id,
  description: row.description,
  mail_subject: row.mailSubject,
  mail_body: row.mailBody,
  mail_from: row.mailFrom,
  mail_to: row.mailTo,
  mail_signature: row.mailSignature,
  mail_cc: row.mailCc,
  mail_bcc: row.mailBcc,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

/** 'Unknown placeholder {x}.' on each given field that holds one. */
export function checkPlaceholders(body: Record<string, unknown>, fields: readonly string[]): void {
  const errors: Record<string, string> = {};
  for (const field of fields) {
    const value = body[field];
    if (typeof value !== 'string') continue;
    const unknown = unknownPlaceholders(value);
    if (unknown.length > 0)
      errors[field] = `Unknown placeholder ${unknown.map((name) => `{${name}}`).join(', ')}.`;
  }
  if (Object.keys(errors).length > 0) throw unprocessable(errors);
}

export default function messageTemplateRoutes(deps: Deps) {
  const texts = drizzleStore({
    resource: messageTemplateResource,
    table: messageTemplates,
    serialize: toMessageTemplate,
    hooks: { beforeWrite: async (_ctx, body) => checkPlaceholders(body, ['message']) },
  });
  const mails = drizzleStore({
    resource: mailTemplateResource,
    table: mailTemplates,
    serialize: toMailTemplate,
    hooks: {
      beforeWrite: async (_ctx, body) =>
        checkPlaceholders(body, ['mail_subject', 'mail_body', 'mail_to', 'mail_cc', 'mail_bcc']),
    },
  });
  const routes = registerResource(contractRoutes(deps), deps, messageTemplateResource, texts);
  return registerResource(routes, deps, mailTemplateResource, mails).app;
}
