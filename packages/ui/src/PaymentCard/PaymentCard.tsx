import type { HTMLAttributes, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Badge } from '../Badge/Badge';
import { cx } from '../internal/cx';
import { CardBrandIcon } from './CardBrandIcon';
import * as styles from './PaymentCard.css';
import { paymentCardMessages as m } from './PaymentCard.messages';
import { type CardBrand, cardBrandNames, isCardBrand } from './PaymentCard.variants';

export interface PaymentCardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The card type as the API names it (`visa`, `american_express`, …). */
  brand: CardBrand | (string & {});
  /** The number's last four digits. */
  lastFour: string;
  /** The name on the card. */
  owner: string;
  /** Expiry month, 1 to 12. */
  month: number;
  /** Expiry year, four digits. */
  year: number;
  /** The account's default (primary) card: says so with a badge and `data-default`. @default false */
  isDefault?: boolean;
  /** Buttons under the card (edit, make primary, delete). */
  actions?: ReactNode;
  /** Heading level of the card's name, to fit the page outline. @default 3 */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
}

/** A saved payment card as a tile: type mark, masked number, owner, expiry, default badge, actions. */
export function PaymentCard({
  brand,
  lastFour,
  owner,
  month,
  year,
  isDefault = false,
  actions,
  headingLevel = 3,
  className,
  ...props
}: PaymentCardProps) {
  const intl = useIntl();
  const Heading = `h${headingLevel}` as const;
  const brandName = isCardBrand(brand) ? cardBrandNames[brand] : brand;
  const expiry = `${String(month).padStart(2, '0')}/${year}`;
  return (
    <article {...props} data-default={isDefault || undefined} className={cx(styles.root, className)}>
      <div className={styles.top}>
        <CardBrandIcon brand={brand} size={48} decorative />
        {isDefault && <Badge kind="active">{intl.formatMessage(m.default)}</Badge>}
      </div>
      <Heading className={styles.name}>
        {intl.formatMessage(m.endingIn, { brand: brandName, lastFour })}
      </Heading>
      <p className={styles.number} dir="ltr" aria-hidden="true">
        •••• •••• •••• {lastFour}
      </p>
      <div className={styles.details}>
        <span className={styles.owner}>{owner}</span>
        {/* The month/year keeps its order in right-to-left text (a Unicode isolate). */}
        <span>{intl.formatMessage(m.expires, { date: `\u2066${expiry}\u2069` })}</span>
      </div>
      {actions && <div className={styles.actions}>{actions}</div>}
    </article>
  );
}
