/**
 * The browser's call to the card provider's tokenisation endpoint. Card details go to the
 * provider only, straight from the page, never through our API's transport: our API then receives
 * the answered token with the card's type, last four digits, owner and expiry
 * (endpoints.addPaymentMethod). The address comes from endpoints.paymentsConfig (`tokenize_url`).
 */
import type { CardToken, TokenizeCardBody } from '@switchboard/contract';

/** The provider refused the card details: field messages (422) or a message. */
export class TokenizeError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: Record<string, string[]> = {},
  ) {
    super(message);
    this.name = 'TokenizeError';
  }
}

export interface TokenizeOptions {
  /** Defaults to the global fetch. */
  fetch?: typeof fetch;
  signal?: AbortSignal;
}

export async function tokenizeCard(
  tokenizeUrl: string,
  card: TokenizeCardBody,
  options: TokenizeOptions = {},
): Promise<CardToken> {
  const send = options.fetch ?? fetch;
  const response = await send(tokenizeUrl, {
    method: 'POST',
    // No credentials: the provider is another party; it must not see our cookies or token.
    credentials: 'omit',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(card),
    signal: options.signal,
  });
  const body = (await response.json().catch(() => ({}))) as Partial<CardToken> & {
    message?: string;
    errors?: Record<string, string[]>;
  };
  if (!response.ok || typeof body.token !== 'string') {
    throw new TokenizeError(response.status, body.message ?? 'The card could not be verified.', body.errors);
  }
  return body as CardToken;
}
