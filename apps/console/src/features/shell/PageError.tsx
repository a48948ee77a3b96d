import { Button, Result } from '@switchboard/ui';
import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { shellMessages as m } from './shell.messages';

export interface PageErrorProps extends ErrorComponentProps {
  /** A route's own failure text (spec §8), instead of the generic one. */
  title?: string;
  /** Said under the title. @default the generic 'try again' text; `null` for none */
  text?: ReactNode;
  /** For a page that keeps its own heading above. @default 1 */
  headingLevel?: 1 | 2;
}

/**
 * A page whose loader or rendering failed: say so and offer to try again, which reloads the route
 * (its loader asks again for what is not in the cache).
 */
export function PageError({ reset, title, text, headingLevel = 1 }: PageErrorProps) {
  const intl = useIntl();
  const router = useRouter();
  return (
    <Result
      kind="danger"
      headingLevel={headingLevel}
      title={title ?? intl.formatMessage(m.pageErrorTitle)}
      actions={
        <Button
          kind="primary"
          onClick={() => {
            reset();
            void router.invalidate();
          }}
        >
          {intl.formatMessage(m.retry)}
        </Button>
      }
    >
      {text === undefined ? intl.formatMessage(m.pageErrorText) : text}
    </Result>
  );
}
