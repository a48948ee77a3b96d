export { Badge, type BadgeProps } from './Badge';
export { type BadgeKind, badgeKinds } from './Badge.variants';
