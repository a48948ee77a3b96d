import { type Carrier, carrierRateResource } from '@switchboard/contract';
import { Button, Icon } from '@switchboard/ui';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { lazyNamed } from '#app/lazyNamed';
import { OnceOpened } from '../crud/OnceOpened';
import { ResourcePage } from '../resource/ResourcePage';
import { ratesMessages as m } from './rates.messages';

// The import's date field (react-aria) loads at its first opening.
const RateImportDialog = lazyNamed(() => import('./RateImportDialog'), 'RateImportDialog');

const messages = {
  title: m.title,
  description: m.description,
  tableLabel: m.tableLabel,
  noun: m.noun,
  columns: {
    prefix: m.prefix,
    prefix_name: m.prefixName,
    carrier_rate: m.carrierRate,
    setup_rate: m.setupRate,
    effective_date: m.effectiveDate,
  },
};

/** The Rates tab: the carrier's deck, 'Add carrier rate' with its explainer, and the deck import. */
export function CarrierRates({ carrier }: { carrier: Carrier }) {
  const intl = useIntl();
  const scope = useMemo(() => ({ carrierId: carrier.id }), [carrier.id]);
  // The form's date field (react-aria) loads with its dialog; one loader per currency, so the
  // dialog made for it stays the same between renders.
  const form = useMemo(
    () => () => import('./rateForm').then((module) => module.rateForm(carrier.currency)),
    [carrier.currency],
  );
  const [importing, setImporting] = useState(false);
  return (
    <>
      <ResourcePage
        resource={carrierRateResource}
        scope={scope}
        messages={messages}
        form={form}
        newLabel={m.add}
        headingLevel={2}
        exportFileName={`carrier-${carrier.id}-rates`}
        actions={
          <Button icon={<Icon name="upload" />} onClick={() => setImporting(true)}>
            {intl.formatMessage(m.importButton)}
          </Button>
        }
      />
      <OnceOpened open={importing}>
        <RateImportDialog carrierId={carrier.id} open={importing} onOpenChange={setImporting} />
      </OnceOpened>
    </>
  );
}
