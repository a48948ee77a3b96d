import { Button, Result } from '@switchboard/ui';
import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { shellMessages as m } from './shell.messages';

/** A page whose loader or rendering failed: say so and offer to try again. */
export function PageError({ reset }: ErrorComponentProps) {
  const intl = useIntl();
  const router = useRouter();
  return (
    <Result
      kind="danger"
      title={intl.formatMessage(m.pageErrorTitle)}
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
      {intl.formatMessage(m.pageErrorText)}
    </Result>
  );
}
