import { type HTMLAttributes, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { cx } from '../internal/cx';
import { truncate } from '../Truncate/Truncate.utils';
import * as styles from './ReadMore.css';
import { readMoreMessages } from './ReadMore.messages';

/** Spec §9: read-more shows 15 characters. */
export const READ_MORE_LENGTH = 15;

export interface ReadMoreProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** The full text. */
  text: string;
  /** Characters shown while collapsed. @default 15 */
  max?: number;
  /** Starts expanded. @default false */
  defaultExpanded?: boolean;
}

/** Long text cut to `max` characters with a 'Read more' / 'Read less' toggle. */
export function ReadMore({
  text,
  max = READ_MORE_LENGTH,
  defaultExpanded = false,
  className,
  ...props
}: ReadMoreProps) {
  const intl = useIntl();
  const id = useId();
  const [expanded, setExpanded] = useState(defaultExpanded);
  const short = truncate(text, max);
  const cut = short !== text;
  return (
    <span {...props} className={cx(styles.root, className)}>
      <span id={id}>{expanded || !cut ? text : short}</span>
      {cut && (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={id}
          className={styles.toggle}
          onClick={() => setExpanded((value) => !value)}
        >
          {intl.formatMessage(expanded ? readMoreMessages.less : readMoreMessages.more)}
        </button>
      )}
    </span>
  );
}
