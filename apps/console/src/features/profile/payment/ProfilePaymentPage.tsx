import { PageHeader, Stack, Tabs } from '@switchboard/ui';
import { useIntl } from 'react-intl';
import { paymentMessages as m } from '../money/money.messages';
import { PaymentCards } from './PaymentCards';
import { TransactionsTable } from './TransactionsTable';

export type PaymentView = 'cards' | 'transactions';

/** /profile/profile-payment (spec §2): toggles between the saved cards and the transactions. */
export function ProfilePaymentPage({
  view,
  onViewChange,
}: {
  view: PaymentView;
  onViewChange: (view: PaymentView) => void;
}) {
  const intl = useIntl();
  return (
    <Stack gap="lg">
      <PageHeader title={intl.formatMessage(m.title)} description={intl.formatMessage(m.description)} />
      <Tabs value={view} onValueChange={(next) => onViewChange(next as PaymentView)}>
        <Tabs.List aria-label={intl.formatMessage(m.view)}>
          <Tabs.Tab value="cards">{intl.formatMessage(m.cards)}</Tabs.Tab>
          <Tabs.Tab value="transactions">{intl.formatMessage(m.transactions)}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="cards">
          <PaymentCards />
        </Tabs.Panel>
        <Tabs.Panel value="transactions">
          <TransactionsTable />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
