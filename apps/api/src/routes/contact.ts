/** POST /admin/contact: the public site's contact form (spec §1), kept and mailed to the provider. */
import { apiMessages, endpoints as ep } from '@switchboard/contract';
import type { Deps } from '../deps.js';
import { clientIp } from '../lib/client-ip.js';
import { contractRoutes } from '../lib/contract-routes.js';
import { rateLimit } from '../middleware/rate-limit.js';
import { receiveContact } from '../site/contact-message.js';

export default function contactRoutes(deps: Deps) {
  return contractRoutes(deps).on(
    ep.contact,
    async (c, input) => {
      // A bot that filled the hidden field learns nothing: the same answer, nothing kept or mailed.
      await receiveContact(deps, clientIp(c, deps.config.trustProxy), input);
      return c.json({ message: apiMessages.contactSent });
    },
    { use: [rateLimit(deps, deps.config.limits.contact)] },
  ).app;
}
