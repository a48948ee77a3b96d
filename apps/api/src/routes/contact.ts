/** POST /admin/contact: the public site's contact form (spec §1), kept and mailed to the provider. */
import { apiMessages, endpoints as ep } from '@switchboard/contract';
import { contactMessages } from '../db/schema.js';
import type { Deps } from '../deps.js';
import { clientIp } from '../lib/client-ip.js';
import { contractRoutes } from '../lib/contract-routes.js';
import { contactMail } from '../mail/templates.js';
import { rateLimit } from '../middleware/rate-limit.js';

export default function contactRoutes(deps: Deps) {
  return contractRoutes(deps).on(
    ep.contact,
    async (c, input) => {
      // A bot that filled the hidden field learns nothing: same answer, nothing kept or mailed.
      if (input.website?.trim()) return c.json({ message: apiMessages.contactSent });
      await deps.db.insert(contactMessages).values({
        name: input.name,
        email: input.email,
        department: input.department,
        message: input.message,
        ip: clientIp(c, deps.config.trustProxy),
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
      return c.json({ message: apiMessages.contactSent });
    },
    { use: [rateLimit(deps, deps.config.limits.contact)] },
  ).app;
}
