import type { SVGAttributes } from 'react';
import { type CardBrand, cardBrandNames, isCardBrand } from './PaymentCard.variants';

/**
 * Simple marks of our own (a coloured plate with the brand's initials), not the brands' logos: they
 * tell the types apart at a glance without reproducing a trademark.
 */
interface Mark {
  plate: string;
  ink: string;
  text: string;
  accent?: string;
}

const marks: Record<CardBrand, Mark> = {
  paypal: { plate: '#0b3a82', ink: '#ffffff', text: 'PP', accent: '#2a9df4' },
  payoneer: { plate: '#f2f2f2', ink: '#3b3b3b', text: 'PAY', accent: '#ff6a13' },
  mastercard: { plate: '#1a1a1a', ink: '#ffffff', text: 'MC', accent: '#f79e1b' },
  visa: { plate: '#1a1f71', ink: '#ffffff', text: 'VISA' },
  discover: { plate: '#ffffff', ink: '#231f20', text: 'DISC', accent: '#ee7623' },
  american_express: { plate: '#1f72cd', ink: '#ffffff', text: 'AMEX' },
};

/** A neutral plate for a type the kit has no mark for. */
const unknownMark: Mark = { plate: '#6b7280', ink: '#ffffff', text: '••••' };

export interface CardBrandIconProps extends Omit<SVGAttributes<SVGSVGElement>, 'name'> {
  /** The card type as the API names it; an unknown one gets a neutral plate. */
  brand: CardBrand | (string & {});
  /** Width in pixels (the height follows the card's proportions). @default 40 */
  size?: number;
  /** Hides the mark from screen readers when its name is said beside it. @default false */
  decorative?: boolean;
}

/** A payment card type's mark, named by the brand (e.g. 'Visa') unless decorative. */
export function CardBrandIcon({ brand, size = 40, decorative = false, ...props }: CardBrandIconProps) {
  const known = isCardBrand(brand);
  const mark = known ? marks[brand] : unknownMark;
  const name = known ? cardBrandNames[brand] : brand;
  const fontSize = mark.text.length > 3 ? 9 : 11;
  return (
    <svg
      width={size}
      height={(size * 26) / 40}
      viewBox="0 0 40 26"
      focusable="false"
      role={decorative ? undefined : 'img'}
      aria-label={decorative ? undefined : name}
      aria-hidden={decorative || undefined}
      data-brand={known ? brand : 'unknown'}
      {...props}
    >
      <rect x="0.5" y="0.5" width="39" height="25" rx="4" fill={mark.plate} stroke="#00000026" />
      {mark.accent && <rect x="0.5" y="20" width="39" height="3" fill={mark.accent} />}
      <text
        x="20"
        y="15"
        textAnchor="middle"
        dominantBaseline="middle"
        fill={mark.ink}
        fontFamily="Inter, Arial, sans-serif"
        fontWeight="700"
        fontSize={fontSize}
        letterSpacing="0.5"
        direction="ltr"
      >
        {mark.text}
      </text>
    </svg>
  );
}
