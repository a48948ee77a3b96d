import type { TariffType } from '@switchboard/contract';
import { Card } from '@switchboard/ui';
import { useLinkProps } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { tariffTypeText } from './tariffTypeText';

/** A tariff type as a card linking to its rates. */
export function TariffCard({ type }: { type: TariffType }) {
  const intl = useIntl();
  const text = tariffTypeText(intl, type);
  const { href, onClick, onFocus, onMouseEnter, onMouseLeave, onTouchStart } = useLinkProps({
    to: '/widget/tariffs/$id',
    params: { id: type.id },
  });
  return (
    <Card
      title={text.name}
      headingLevel={3}
      href={href}
      linkProps={{ onClick, onFocus, onMouseEnter, onMouseLeave, onTouchStart }}
    >
      {text.charged}
    </Card>
  );
}
