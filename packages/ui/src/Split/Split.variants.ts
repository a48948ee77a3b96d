/** Widths of a split's aside column: `sm` 320px, `md` 416px, `lg` 544px (a card in it still holds a frame wider than a phone, over 480px). */
export const splitAsideWidths = ['sm', 'md', 'lg'] as const;
export type SplitAsideWidth = (typeof splitAsideWidths)[number];
