/** Button kinds: default and primary come from spec §9; danger and ghost serve destructive and quiet actions. */
export const buttonKinds = ['default', 'primary', 'danger', 'ghost'] as const;
export type ButtonKind = (typeof buttonKinds)[number];

export const buttonSizes = ['small', 'medium', 'large'] as const;
export type ButtonSize = (typeof buttonSizes)[number];
