/**
 * What the SIP switch asks and reports, each with the account's switch token (switch/auth.ts):
 * the routing decision of a call, an extension's digest credentials, the phones that registered,
 * and a call's events with,
 * on its end, its final record through the same idempotent ingest as /switch/call-records.
 */
import { endpoints as ep, type SwitchCallEventAnswer } from '@switchboard/contract';
import { fieldLabel, messages } from '@switchboard/forms';
import { closeLiveCalls, recordCallEvent } from '../calls/events.js';
import { ingestCalls } from '../calls/ingest.js';
import type { Deps } from '../deps.js';
import { contractRoutes } from '../lib/contract-routes.js';
import { invalid, notFound } from '../lib/http-error.js';
import type { AppParts } from '../route-modules.js';
import { switchAccount, switchAuth } from '../switch/auth.js';
import { switchDecision } from '../switch/decision.js';
import { digestCredentials } from '../switch/digest.js';
import { recordRegistration } from '../switch/registrations.js';

export default function switchRoutes(deps: Deps, parts: AppParts) {
  const use = [switchAuth(deps)];
  return contractRoutes(deps)
    .on(ep.switchDecision, async (c, body) => c.json(await switchDecision(deps, switchAccount(c), body)), {
      use,
    })
    .on(
      ep.switchAuth,
      async (c, body) => {
        const answer = await digestCredentials(deps, switchAccount(c), body);
        if (!answer) throw notFound();
        return c.json(answer);
      },
      { use },
    )
    .on(
      ep.switchRegistration,
      async (c, body) => {
        await recordRegistration(deps, switchAccount(c), body);
        // A phone online or offline is an agent's state on the wallboards.
        parts.callEvents.publish(switchAccount(c));
        return c.json({ message: 'Registration noted' });
      },
      { use },
    )
    .on(
      ep.switchCallEvent,
      async (c, { record, ...event }) => {
        const accountId = switchAccount(c);
        // A record is the final record of the event's own call, so it comes with its end.
        if (record && (record.call_id !== event.call_id || event.kind !== 'ended'))
          throw invalid('record', messages.enterValid(fieldLabel('record')));
        const stored = await recordCallEvent(deps, accountId, event);
        const answer: SwitchCallEventAnswer = { event: stored, record: null };
        if (record) {
          answer.record = await ingestCalls(deps, accountId, [record]);
          await closeLiveCalls(deps, accountId, [event.call_id]);
        }
        parts.callEvents.publish(accountId);
        return c.json(answer);
      },
      { use },
    ).app;
}
