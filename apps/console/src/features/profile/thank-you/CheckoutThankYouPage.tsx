import { type Checkout, formatEuro } from '@switchboard/contract';
import { Result } from '@switchboard/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useApp } from '#app/AppContextProvider';
import { AppLink } from '#features/shell/links';
import { thankYouMessages as m } from '../money/money.messages';
import { serviceNames } from '../money/serviceNames';

/** While the provider has not confirmed, the page asks our records again this often. */
const PENDING_POLL_MS = 2000;

/**
 * /profile/payments/thank-you and /profile/subscription/thank-you (spec §2): what happened to the
 * checkout, read from our records (the provider's confirmation, not the address the browser came
 * back on). Until the provider confirms, it says so and looks again; the checkout's query refreshes
 * the balance, the charges and the subscriptions once it is settled.
 */
export function CheckoutThankYouPage({ checkoutId }: { checkoutId: number }) {
  const intl = useIntl();
  const { queries } = useApp();
  const { data: checkout } = useSuspenseQuery({
    ...queries.checkout(checkoutId),
    refetchInterval: (query) => (query.state.data?.status === 'open' ? PENDING_POLL_MS : false),
  });

  if (checkout.status === 'open') {
    return (
      <Result kind="info" title={intl.formatMessage(m.pendingTitle)} headingLevel={1} role="status">
        {intl.formatMessage(m.pendingText)}
      </Result>
    );
  }
  if (checkout.status === 'declined') {
    return (
      <Result
        kind="danger"
        title={intl.formatMessage(m.declinedTitle)}
        headingLevel={1}
        actions={<Retry checkout={checkout} />}
      >
        {checkout.transaction?.message}
      </Result>
    );
  }
  if (checkout.kind === 'subscription' && checkout.subscription) {
    const { subscription } = checkout;
    return (
      <Result
        kind="success"
        title={intl.formatMessage(m.subscriptionTitle)}
        headingLevel={1}
        actions={
          <AppLink to="/profile/profile-subscriptions">{intl.formatMessage(m.toSubscriptions)}</AppLink>
        }
      >
        {intl.formatMessage(m.subscriptionText, {
          service: intl.formatMessage(serviceNames[subscription.subscription]),
          plan: subscription.name,
          amount: formatEuro(checkout.amount_minor),
          date: subscription.expire_at
            ? intl.formatDate(subscription.expire_at, { dateStyle: 'medium' })
            : '',
        })}
      </Result>
    );
  }
  return (
    <Result
      kind="success"
      title={intl.formatMessage(m.paymentTitle)}
      headingLevel={1}
      actions={
        <AppLink to="/profile/profile-payment" search={{ view: 'transactions' }}>
          {intl.formatMessage(m.toPayments)}
        </AppLink>
      }
    >
      {intl.formatMessage(m.paymentText, {
        amount: formatEuro(checkout.amount_minor),
        balance: formatEuro(checkout.balance.balance_minor),
      })}
    </Result>
  );
}

function Retry({ checkout }: { checkout: Checkout }) {
  const intl = useIntl();
  return checkout.kind === 'recharge' ? (
    <AppLink to="/profile/recharge-account">{intl.formatMessage(m.toRecharge)}</AppLink>
  ) : (
    <AppLink to="/profile/profile-subscriptions">{intl.formatMessage(m.toSubscriptions)}</AppLink>
  );
}
