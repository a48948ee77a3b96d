import { Card } from '@switchboard/ui';
import { useLinkProps } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { REPORT_PAGES } from './reportPages';
import type { ReportSearch } from './reportSearch';

type ReportPath = (typeof REPORT_PAGES)[keyof typeof REPORT_PAGES]['to'] | '/widget/reports/location';

/** A kit Card linking, as a whole, to a report page with the filters in force. */
export function ReportLinkCard({
  to,
  search,
  title,
  children,
}: {
  to: ReportPath;
  search?: ReportSearch;
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
