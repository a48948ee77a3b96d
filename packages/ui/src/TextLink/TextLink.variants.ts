/**
 * `default`: accent-coloured link in running text or forms; `quiet`: text-coloured, for footers and
 * secondary links; `brand`: the product name in the header, linking home.
 */
export const textLinkKinds = ['default', 'quiet', 'brand'] as const;
export type TextLinkKind = (typeof textLinkKinds)[number];
