import type { TariffType } from '@switchboard/contract';
import { Card } from '@switchboard/ui';
import { useLinkProps } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { widgetTariffsMessages as m } from './widgetTariffs.messages';

/** A tariff type as a card linking to its rates. */
export function TariffCard({ type }: { type: TariffType }) {
  const intl = useIntl();
  const { href, onClick, onFocus, onMouseEnter, onMouseLeave, onTouchStart } = useLinkProps({
    to: '/widget/tariffs/$id',
    params: { id: type.id },
  });
  return (
    <Card
      title={type.name}
      headingLevel={3}
      href={href}
      linkProps={{ onClick, onFocus, onMouseEnter, onMouseLeave, onTouchStart }}
    >
      {intl.formatMessage(m.charged, { unit: type.unit })}
    </Card>
  );
}
