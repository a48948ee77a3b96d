import { PageHeader, Stack } from '@switchboard/ui';
import { useIntl } from 'react-intl';
import { AppLink } from '#features/shell/links';
import { didsMessages as m } from './dids.messages';
import { OrdersTable } from './OrdersTable';
import { RentedNumbersTable } from './RentedNumbersTable';

/** /virtual-number/user_dids (spec §2 DID numbers, §3 Numbers (DID) and Orders): the numbers rented, then the orders. */
export function DidsPage() {
  const intl = useIntl();
  return (
    <Stack gap="xl">
      <PageHeader
        title={intl.formatMessage(m.title)}
        description={intl.formatMessage(m.description)}
        actions={<AppLink to="/virtual-number/coverage">{intl.formatMessage(m.orderMore)}</AppLink>}
      />
      <Stack as="section" gap="md" aria-label={intl.formatMessage(m.numbers)}>
        <PageHeader headingLevel={2} title={intl.formatMessage(m.numbers)} />
        <RentedNumbersTable />
      </Stack>
      <Stack as="section" gap="md" aria-label={intl.formatMessage(m.orders)}>
        <PageHeader headingLevel={2} title={intl.formatMessage(m.orders)} />
        <OrdersTable />
      </Stack>
    </Stack>
  );
}
