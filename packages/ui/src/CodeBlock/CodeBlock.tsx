import { assignInlineVars } from '@vanilla-extract/dynamic';
import { type HTMLAttributes, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import { cx } from '../internal/cx';
import * as styles from './CodeBlock.css';
import { codeBlockMessages } from './CodeBlock.messages';

/** How long the copy button says "Copied" before it offers to copy again. */
export const COPIED_FOR_MS = 2000;

type CopyState = 'idle' | 'copied' | 'failed';

export interface CodeBlockProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'dir'> {
  /** The code, shown exactly as given and copied as given. */
  code: string;
  /** Names the code's scrolling region for assistive technology, e.g. 'Install code'. */
  label: string;
  /** Tallest the code grows before it scrolls, as CSS length. @default '24rem' */
  maxHeight?: string;
  /** Shows the copy button. @default true */
  copyable?: boolean;
  /** Text of the copy button. @default 'Copy' */
  copyLabel?: ReactNode;
  /** Text of the copy button after a copy succeeded. @default 'Copied' */
  copiedLabel?: ReactNode;
  /** Said under the code when the browser refuses the clipboard. @default 'Your browser did not allow copying. Select the code and copy it with Ctrl+C (⌘+C on a Mac).' */
  copyFailedMessage?: ReactNode;
  /** Called after the code was copied. */
  onCopy?: () => void;
}

/**
 * Code to read and copy (an install snippet): monospace, scrolling, always left to right, with a copy
 * button that says "Copied" for two seconds or, when the clipboard is refused, tells the user to
 * copy by hand. The copy state shows as `data-copy-state` (`idle`, `copied`, `failed`) on the root.
 */
export function CodeBlock({
  code,
  label,
  maxHeight = '24rem',
  copyable = true,
  copyLabel,
  copiedLabel,
  copyFailedMessage,
  onCopy,
  className,
  ...props
}: CodeBlockProps) {
  const intl = useIntl();
  const failureId = useId();
  const [state, setState] = useState<CopyState>('idle');
  const resetTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(resetTimer.current), []);

  const copy = async () => {
    try {
      // The clipboard is missing outside secure contexts (plain http) and may be refused.
      if (!navigator.clipboard) throw new Error('No clipboard');
      await navigator.clipboard.writeText(code);
      setState('copied');
      clearTimeout(resetTimer.current);
      resetTimer.current = setTimeout(() => setState('idle'), COPIED_FOR_MS);
      onCopy?.();
    } catch {
      clearTimeout(resetTimer.current);
      setState('failed');
    }
  };

  return (
    <div {...props} data-copy-state={state} className={cx(styles.root, className)}>
      <div className={styles.frame}>
        <section
          dir="ltr"
          className={styles.scroller}
          aria-label={label}
          style={assignInlineVars({ [styles.maxBlockSize]: maxHeight })}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1)
          tabIndex={0}
        >
          <pre className={styles.code}>
            <code>{code}</code>
          </pre>
        </section>
        {copyable && (
          <Button
            size="small"
            className={cx(styles.copy, state === 'copied' && styles.copied)}
            icon={<Icon name={state === 'copied' ? 'check' : 'copy'} />}
            aria-describedby={state === 'failed' ? failureId : undefined}
            onClick={() => void copy()}
          >
            {state === 'copied'
              ? (copiedLabel ?? intl.formatMessage(codeBlockMessages.copied))
              : (copyLabel ?? intl.formatMessage(codeBlockMessages.copy))}
          </Button>
        )}
      </div>
      {/* Announced as it changes: the success politely, the failure at once. */}
      <span role="status" className={styles.visuallyHidden}>
        {state === 'copied' ? (copiedLabel ?? intl.formatMessage(codeBlockMessages.copied)) : null}
      </span>
      {state === 'failed' && (
        <p id={failureId} role="alert" className={styles.failure}>
          {copyFailedMessage ?? intl.formatMessage(codeBlockMessages.copyFailed)}
        </p>
      )}
    </div>
  );
}
