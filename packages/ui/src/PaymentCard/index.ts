export { CardBrandIcon, type CardBrandIconProps } from './CardBrandIcon';
export { PaymentCard, type PaymentCardProps } from './PaymentCard';
export { type CardBrand, cardBrandNames, cardBrands, isCardBrand } from './PaymentCard.variants';
