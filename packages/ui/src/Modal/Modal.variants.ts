/** Dialog widths from spec §9: users dialog 800 px, modal 700 px, delete confirm 450 px. */
export const modalWidths = ['large', 'medium', 'small'] as const;
export type ModalWidth = (typeof modalWidths)[number];

/** Maximum inline size of each width; narrower screens get the full width. */
export const modalWidthPixels: Record<ModalWidth, number> = { large: 800, medium: 700, small: 450 };
