import { cva } from 'class-variance-authority';
import type { AnchorHTMLAttributes, ReactNode, Ref } from 'react';
import * as styles from './TextLink.css';
import type { TextLinkKind } from './TextLink.variants';

const textLink = cva(styles.base, { variants: { kind: styles.kind }, defaultVariants: { kind: 'default' } });

export interface TextLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** `default` in text and forms, `quiet` for secondary links, `brand` for the product name. @default 'default' */
  kind?: TextLinkKind;
  /** The link text. */
  children?: ReactNode;
  /** Forwarded to the `<a>`; routers that wrap the link (TanStack Router's `createLink`) need it. */
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * A link styled by the kit. It is a plain `<a>` taking every anchor attribute, so a router can wrap
 * it: `const Link = createLink(TextLink)` gives typed `to`/`params` and client-side navigation.
 */
export function TextLink({ kind, className, ...props }: TextLinkProps) {
  return <a {...props} className={textLink({ kind, className })} />;
}
