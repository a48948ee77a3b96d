/** Avatar sizes: `small` fits a header or a table row, `large` a profile page. */
export const avatarSizes = ['small', 'medium', 'large'] as const;
export type AvatarSize = (typeof avatarSizes)[number];
