import { Alert, Button, toast } from '@switchboard/ui';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useApp } from '#app/AppContextProvider';
import { forgetImpersonatedName, impersonatedName } from '../session/impersonation';
import { homePath } from '../session/paths';
import { impersonationMessages, shellMessages as m } from './shell.messages';

/**
 * While an administrator acts as a user (spec §6), says whose account this is and offers the way
 * back (api-client `stopImpersonating`, which also revokes the user session on the server).
 */
export function ImpersonationBanner({ userId }: { userId: number }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { api } = useApp();
  const [leaving, setLeaving] = useState(false);
  const name = impersonatedName() ?? `#${userId}`;

  const leave = async () => {
    setLeaving(true);
    try {
      await api.stopImpersonating();
      forgetImpersonatedName();
      toast.success(intl.formatMessage(m.stoppedImpersonating));
      await navigate({ href: homePath(null) });
    } catch {
      toast.danger(intl.formatMessage(m.stopImpersonatingFailed));
    } finally {
      setLeaving(false);
    }
  };

  return (
    <Alert
      kind="info"
      action={
        <Button size="small" loading={leaving} onClick={() => void leave()}>
          {intl.formatMessage(m.stopImpersonating)}
        </Button>
      }
    >
      {intl.formatMessage(impersonationMessages.banner, { name })}
    </Alert>
  );
}
