import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Icon } from '../Icon/Icon';
import { dataTableMessages as messages } from './DataTable.messages';
import * as styles from './DataTablePager.css';

export interface DataTablePagerProps {
  /** Zero-based index of the current page. */
  pageIndex: number;
  /** Number of pages; at least one is always shown. */
  pageCount: number;
  /** Called with the zero-based index of the chosen page. */
  onPageChange: (pageIndex: number) => void;
}

type Slot = number | 'gap-start' | 'gap-end';

/** Page numbers to show: all of them up to seven, else the ends and the neighbours of the current page. */
export function pageSlots(pageIndex: number, pageCount: number): Slot[] {
  if (pageCount <= 7) return Array.from({ length: pageCount }, (_, index) => index);
  const last = pageCount - 1;
  const from = Math.max(1, Math.min(pageIndex - 1, last - 4));
  const to = Math.min(last - 1, Math.max(pageIndex + 1, 4));
  const middle = Array.from({ length: to - from + 1 }, (_, index) => from + index);
  return [
    0,
    ...(from > 1 ? ['gap-start' as const] : []),
    ...middle,
    ...(to < last - 1 ? ['gap-end' as const] : []),
    last,
  ];
}

function Double({ name }: { name: 'chevronStart' | 'chevronEnd' }) {
  return (
    <span className={styles.double} aria-hidden="true">
      <Icon name={name} />
      <Icon name={name} className={styles.doubleSecond} />
    </span>
  );
}

/** First, previous, page numbers, next and last: the table's pager, in a navigation landmark. */
export function DataTablePager({ pageIndex, pageCount, onPageChange }: DataTablePagerProps) {
  const intl = useIntl();
  const pages = Math.max(pageCount, 1);
  const atStart = pageIndex <= 0;
  const atEnd = pageIndex >= pages - 1;
  const step = (label: string, target: number, disabled: boolean, icon: ReactNode) => (
    <li>
      <button
        type="button"
        className={styles.button}
        aria-label={label}
        disabled={disabled}
        onClick={() => onPageChange(target)}
      >
        {icon}
      </button>
    </li>
  );
  return (
    <nav aria-label={intl.formatMessage(messages.pagination)}>
      <ul className={styles.list}>
        {step(intl.formatMessage(messages.firstPage), 0, atStart, <Double name="chevronStart" />)}
        {step(
          intl.formatMessage(messages.previousPage),
          pageIndex - 1,
          atStart,
          <Icon name="chevronStart" />,
        )}
        {pageSlots(pageIndex, pages).map((slot) =>
          typeof slot === 'number' ? (
            <li key={slot}>
              <button
                type="button"
                className={styles.button}
                aria-label={intl.formatMessage(messages.page, { page: slot + 1 })}
                aria-current={slot === pageIndex ? 'page' : undefined}
                onClick={() => onPageChange(slot)}
              >
                {intl.formatNumber(slot + 1)}
              </button>
            </li>
          ) : (
            <li key={slot} className={styles.gap} aria-hidden="true">
              …
            </li>
          ),
        )}
        {step(intl.formatMessage(messages.nextPage), pageIndex + 1, atEnd, <Icon name="chevronEnd" />)}
        {step(intl.formatMessage(messages.lastPage), pages - 1, atEnd, <Double name="chevronEnd" />)}
      </ul>
    </nav>
  );
}
