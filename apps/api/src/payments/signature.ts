/** The header the card provider's webhooks carry their signature in (lib/signature.ts). */
export const SIGNATURE_HEADER = 'payments-signature';
