import type { HTMLAttributes } from 'react';
import { cx } from '../internal/cx';
import { Spinner } from '../Spinner/Spinner';
import * as styles from './AppLoading.css';

export interface AppLoadingProps extends HTMLAttributes<HTMLDivElement> {
  /** Text announced while the app starts. @default 'Loading' */
  label?: string;
}

/** The full-page centred spinner shown until the app has mounted (spec §2). */
export function AppLoading({ label, className, ...props }: AppLoadingProps) {
  return (
    <div {...props} aria-busy="true" className={cx(styles.root, className)}>
      <Spinner size="large" label={label} />
    </div>
  );
}
