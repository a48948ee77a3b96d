import { Result } from '@switchboard/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useApp } from '#app/AppContextProvider';
import { AppLink } from '#features/shell/links';
import { thankYouMessages as m } from '../money/money.messages';
import { serviceNames } from '../money/serviceNames';

/** /profile/unsubscribe/success (spec §2): the subscription just cancelled, from our records. */
export function UnsubscribeSuccessPage({ subscriptionId }: { subscriptionId: number }) {
  const intl = useIntl();
  const { queries } = useApp();
  const { data: subscription } = useSuspenseQuery(queries.subscription(subscriptionId));
  const values = {
    service: intl.formatMessage(serviceNames[subscription.subscription]),
    plan: subscription.name,
  };
  return (
    <Result
      kind="success"
      title={intl.formatMessage(m.unsubscribedTitle)}
      headingLevel={1}
      actions={<AppLink to="/profile/profile-subscriptions">{intl.formatMessage(m.toSubscriptions)}</AppLink>}
    >
      {subscription.expire_at
        ? intl.formatMessage(m.unsubscribedText, {
            ...values,
            date: intl.formatDate(subscription.expire_at, { dateStyle: 'medium' }),
          })
        : intl.formatMessage(m.unsubscribedNoDate, values)}
    </Result>
  );
}
