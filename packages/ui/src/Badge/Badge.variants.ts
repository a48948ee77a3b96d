/** `active`/`inactive` show an item's is_active flag (users, extensions); `neutral` any other label. */
export const badgeKinds = ['active', 'inactive', 'neutral'] as const;
export type BadgeKind = (typeof badgeKinds)[number];
