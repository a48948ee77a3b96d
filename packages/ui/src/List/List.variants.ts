/** Space around each item, from the theme's scale. */
export const listSpacings = ['none', 'xs', 'sm', 'md', 'lg'] as const;
export type ListSpacing = (typeof listSpacings)[number];

/** `ul` for things in no particular order, `ol` where the order means something. */
export const listElements = ['ul', 'ol'] as const;
export type ListElement = (typeof listElements)[number];
