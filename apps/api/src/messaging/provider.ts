/**
 * The SMS/Viber provider behind one interface, shaped like the card provider's (payments/provider.ts):
 * we submit a message and get the provider's id for it; the provider later tells us what became of
 * it through a signed webhook (`t=…,v1=…`, HMAC-SHA256 over `timestamp.body`, lib/signature.ts),
 * which we apply once per provider message. `MESSAGING_PROVIDER` picks the adapter (select.ts);
 * the embedded default is the sandbox.
 */
import type { SenderChannel } from '@switchboard/contract';
import { enums, is, literal, nullable, string, type } from 'superstruct';

/** The header the provider's delivery reports carry their signature in. */
export const MESSAGING_SIGNATURE_HEADER = 'messaging-signature';

export interface OutgoingMessage {
  channel: SenderChannel;
  /** The verified sender name. */
  from: string;
  to: string;
  text: string;
}

/** A delivery report, as the webhook's JSON body. */
export interface DeliveryReport {
  /** The report's own id (a provider may send one report more than once). */
  id: string;
  type: 'message.status';
  message_id: string;
  status: 'delivered' | 'failed';
  /** Why it failed; null when delivered. */
  error: string | null;
}

export interface MessagingProvider {
  /** The `:provider` of the webhook path, e.g. 'sandbox'. */
  readonly name: string;
  /** Hands the message over; answers the provider's id for it (reports name it). */
  submit(message: OutgoingMessage): Promise<{ id: string }>;
  /** A webhook delivery's report, or null when its signature does not hold (answer 401). */
  parseWebhook(payload: string, signature: string | null, now: Date): unknown;
}

const report = type({
  id: string(),
  type: literal('message.status'),
  message_id: string(),
  status: enums(['delivered', 'failed']),
  error: nullable(string()),
});

/** A parsed body has the shape we act on (checked after the signature, before use). */
export const isDeliveryReport = (value: unknown): value is DeliveryReport => is(value, report);
