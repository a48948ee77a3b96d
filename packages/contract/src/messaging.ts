/**
 * Messaging rules both sides need (spec §3 templates, senders, message log): the placeholders a
 * template may use and how they are filled, how a sender name is checked, and how many parts (and
 * so what cost) a text takes. Pure: the console previews with them, the API sends with them.
 */

/** Channels a template is written for (spec §3 Templates). */
export const MESSAGE_CHANNELS = ['sms', 'viber', 'email'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

/** Channels a sender name is registered for (spec §1 'SMS and Viber senders'). */
export const SENDER_CHANNELS = ['sms', 'viber'] as const;
export type SenderChannel = (typeof SENDER_CHANNELS)[number];

/** A sender is pending until the link in its verification mail verifies or rejects it. */
export const SENDER_STATUSES = ['pending', 'verified', 'rejected'] as const;
export type SenderStatus = (typeof SENDER_STATUSES)[number];

/** A sent message: submitted to the provider, then delivered or failed by its report. */
export const MESSAGE_STATUSES = ['submitted', 'delivered', 'failed'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

/**
 * Seconds between two verification mails of one sender (spec §5 'the user must wait before
 * sending another sender email'). One constant: the API enforces it, the console says it.
 */
export const SENDER_MAIL_WAIT_SECONDS = 60;

/** The placeholders a template may contain, as `{name}` (listed beside the message field). */
export const TEMPLATE_PLACEHOLDERS = ['first_name', 'last_name', 'company', 'number'] as const;
export type TemplatePlaceholder = (typeof TEMPLATE_PLACEHOLDERS)[number];
export type PlaceholderValues = Partial<Record<TemplatePlaceholder, string>>;

/** What the mail template preview fills in. */
export const SAMPLE_PLACEHOLDER_VALUES: Required<PlaceholderValues> = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  company: 'Analytical Engines Ltd',
  number: '+359888123456',
};

const PLACEHOLDER = /\{([^{}\s]*)\}/g;

/** The `{names}` in a text that are not placeholders, each once, in order of appearance. */
export function unknownPlaceholders(text: string): string[] {
  const unknown: string[] = [];
  for (const [, name = ''] of text.matchAll(PLACEHOLDER)) {
    if (!(TEMPLATE_PLACEHOLDERS as readonly string[]).includes(name) && !unknown.includes(name))
      unknown.push(name);
  }
  return unknown;
}

/** The text with each placeholder replaced by its value ('' when none is given). Plain text. */
export const fillPlaceholders = (text: string, values: PlaceholderValues): string =>
  text.replace(PLACEHOLDER, (whole, name: string) =>
    (TEMPLATE_PLACEHOLDERS as readonly string[]).includes(name)
      ? (values[name as TemplatePlaceholder] ?? '')
      : whole,
  );

/** SMS sender: letters and digits, at least one letter, up to 11 (the GSM alphanumeric limit). */
const ALPHANUMERIC_SENDER = /^(?=.*[A-Za-z])[A-Za-z0-9]{1,11}$/;
/** Or a phone number: digits with an optional leading +. */
const NUMERIC_SENDER = /^\+?\d{3,15}$/;
/** Viber business names are longer and may hold spaces. */
const VIBER_SENDER = /^[\p{L}\p{N}][\p{L}\p{N} .&'-]{0,27}$/u;

/** Whether `name` can be registered as a sender on `channel`. */
export const isValidSenderName = (channel: SenderChannel, name: string): boolean =>
  NUMERIC_SENDER.test(name) || (channel === 'sms' ? ALPHANUMERIC_SENDER.test(name) : VIBER_SENDER.test(name));

/** Characters of the GSM 03.38 default alphabet (one septet each; the extension table takes two). */
const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM_EXTENDED = '^{}\\[~]|€\f';

/** The most parts one SMS may be split into; a longer text is refused. */
export const MAX_SMS_PARTS = 6;

/**
 * How many parts a text takes on a channel: GSM-7 texts 160 characters in one part or 153 per
 * part when concatenated, anything else (UCS-2) 70 or 67; a Viber message is one part.
 */
export function messageParts(channel: SenderChannel, text: string): number {
  if (channel === 'viber') return 1;
  let septets = 0;
  let gsm = true;
  for (const char of text) {
    if (GSM_BASIC.includes(char)) septets += 1;
    else if (GSM_EXTENDED.includes(char)) septets += 2;
    else gsm = false;
  }
  const [single, multi, length] = gsm ? [160, 153, septets] : [70, 67, [...text].length];
  return length <= single ? 1 : Math.ceil(length / multi);
}

/**
 * What one part costs the account, in cents: fixed constants here, as the sell tariffs have no
 * message prices yet (a rate per destination would replace them).
 */
export const MESSAGE_PART_PRICE_MINOR: Record<SenderChannel, number> = { sms: 5, viber: 3 };
