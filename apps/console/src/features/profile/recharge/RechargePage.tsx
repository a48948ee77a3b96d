import { formatEuro, RECHARGE_REDIRECT_DELAY_MS, type RechargeAmount } from '@switchboard/contract';
import { Alert, Button, Card, PageHeader, Stack, TileGroup, toast } from '@switchboard/ui';
import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import { useApp } from '#app/AppContextProvider';
import { failureNotice } from '#features/forms/failureNotice';
import { AppLink } from '#features/shell/links';
import { rechargeMessages as m, servicesMessages } from '../money/money.messages';
import { sendBrowserTo } from '../money/sendBrowserTo';
import { profileNoticeMessages as n } from '../profile.messages';

/**
 * /profile/recharge-account (spec §2, §9): amount tiles (€50 … €2500), then the card provider's
 * checkout, where the browser goes 350 ms after the API answers. The balance rises when the
 * provider confirms the payment, not before: the thank-you page reads it from our records.
 */
export function RechargePage() {
  const intl = useIntl();
  const { queries, mutations } = useApp();
  const { data: config } = useSuspenseQuery(queries.paymentsConfig());
  const { data: balance } = useSuspenseQuery(queries.balance());
  const { data: cards } = useSuspenseQuery(queries.paymentMethods());
  const recharge = useMutation(mutations.recharge());
  const [amount, setAmount] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const checkout = async (event: FormEvent) => {
    event.preventDefault();
    if (amount === null) {
      setError(intl.formatMessage(m.choose));
      return;
    }
    try {
      const { url } = await recharge.mutateAsync({ body: { amount: Number(amount) as RechargeAmount } });
      setLeaving(true);
      setTimeout(() => sendBrowserTo(url), RECHARGE_REDIRECT_DELAY_MS);
    } catch (failure) {
      const notice = failureNotice(intl, failure, n.fixErrors);
      if (notice) toast.danger(notice);
    }
  };

  const title = intl.formatMessage(m.title);
  return (
    <Stack gap="lg">
      <PageHeader title={title} description={intl.formatMessage(m.description)} />
      <Card
        title={intl.formatMessage(m.balance, { amount: formatEuro(balance.balance_minor) })}
        headingLevel={2}
      >
        {cards.length === 0 ? (
          <Alert kind="info">
            <AppLink to="/profile/profile-payment">{intl.formatMessage(servicesMessages.noCard)}</AppLink>
          </Alert>
        ) : (
          <form noValidate onSubmit={checkout} aria-label={title}>
            <Stack gap="lg">
              <TileGroup
                label={intl.formatMessage(m.amount)}
                value={amount}
                onChange={(value) => {
                  setAmount(value);
                  setError(null);
                }}
                hint={intl.formatMessage(m.hint)}
                error={error ?? undefined}
                required
                options={config.recharge_amounts.map((minor) => ({
                  value: String(minor),
                  label: formatEuro(minor).replace(/\.00$/, ''),
                }))}
              />
              <Stack direction="row">
                <Button kind="primary" type="submit" loading={recharge.isPending || leaving}>
                  {intl.formatMessage(m.checkout)}
                </Button>
              </Stack>
            </Stack>
          </form>
        )}
      </Card>
    </Stack>
  );
}
