import { Card } from '@switchboard/ui';
import { useLinkProps } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { AppPath } from '../shell/navigation';

/** A kit Card that links, as a whole, to a page of the console (client-side navigation). */
export function LinkCard({ to, title, children }: { to: AppPath; title: string; children: ReactNode }) {
  const { href, onClick, onFocus, onMouseEnter, onMouseLeave, onTouchStart } = useLinkProps({ to });
  return (
    <Card
      title={title}
      headingLevel={2}
      href={href ?? to}
      linkProps={{ onClick, onFocus, onMouseEnter, onMouseLeave, onTouchStart }}
    >
      {children}
    </Card>
  );
}
