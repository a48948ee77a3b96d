import { defineMessages, type NoMessageValues, type TypedMessageDescriptor } from 'react-intl';

/** The values each message takes, so `formatMessage` checks them. */
type PaymentCardMessageValues = {
  endingIn: { brand: string; lastFour: string };
  default: NoMessageValues;
  expires: { date: string };
};

// Annotated so declarations name react-intl's type rather than its transitive intl-messageformat.
export const paymentCardMessages: {
  [K in keyof PaymentCardMessageValues]: TypedMessageDescriptor<PaymentCardMessageValues[K]>;
} = defineMessages<PaymentCardMessageValues>({
  endingIn: { id: 'ui.paymentCard.endingIn', defaultMessage: '{brand} ending in {lastFour}' },
  default: { id: 'ui.paymentCard.default', defaultMessage: 'Default' },
  expires: { id: 'ui.paymentCard.expires', defaultMessage: 'Expires {date}' },
});
