/** The card types the console shows with their own mark (spec §3 Payment method). */
export const cardBrands = [
  'paypal',
  'payoneer',
  'mastercard',
  'visa',
  'discover',
  'american_express',
] as const;
export type CardBrand = (typeof cardBrands)[number];

/** The brands' names: proper nouns, the same in every language. */
export const cardBrandNames: Record<CardBrand, string> = {
  paypal: 'PayPal',
  payoneer: 'Payoneer',
  mastercard: 'Mastercard',
  visa: 'Visa',
  discover: 'Discover',
  american_express: 'American Express',
};

export const isCardBrand = (value: string): value is CardBrand =>
  (cardBrands as readonly string[]).includes(value);
