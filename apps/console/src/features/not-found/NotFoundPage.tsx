import { Result } from '@switchboard/ui';
import { useIntl } from 'react-intl';
import { useSession } from '../session/useSession';
import { AppShell } from '../shell/AppShell';
import { AppLink } from '../shell/links';
import { PublicShell } from '../shell/PublicShell';
import { notFoundMessages as m } from './notFound.messages';

/** The catch-all 404 page (spec §1, §2), in the frame of whoever is looking: logged in or not. */
export function NotFoundPage() {
  const intl = useIntl();
  const { loggedIn } = useSession();
  const Shell = loggedIn ? AppShell : PublicShell;
  return (
    <Shell>
      <Result
        code="404"
        title={intl.formatMessage(m.title)}
        actions={<AppLink to="/">{intl.formatMessage(m.goHome)}</AppLink>}
      >
        {intl.formatMessage(m.text)}
      </Result>
    </Shell>
  );
}
