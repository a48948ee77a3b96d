import { Card } from '@switchboard/ui';
import { useLinkProps } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { AppPath } from './navigation';

/**
 * A kit Card that links, as a whole, to a page of the console (client-side navigation), with the
 * page's search parameters when it takes some (a report with the filters in force).
 */
export function LinkCard({
  to,
  search,
  title,
  children,
}: {
  to: AppPath;
  search?: object;
  title: string;
  children: ReactNode;
}) {
  const { href, onClick, onFocus, onMouseEnter, onMouseLeave, onTouchStart } = useLinkProps({ to, search });
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
