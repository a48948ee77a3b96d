export { TextLink, type TextLinkProps } from './TextLink';
export { type TextLinkKind, textLinkKinds } from './TextLink.variants';
