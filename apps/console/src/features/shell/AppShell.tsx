import { AppLayout, Stack } from '@switchboard/ui';
import type { ReactNode } from 'react';
import { isVerified } from '#app/session';
import { UnverifiedNotice } from '../session/UnverifiedNotice';
import { useProfile } from '../session/useProfile';
import { useSession } from '../session/useSession';
import { ConsoleHeader } from './ConsoleHeader';
import { ImpersonationBanner } from './ImpersonationBanner';

/**
 * The frame of the logged-in console: header, then the notices that concern the whole session
 * (impersonation, unverified email), then the page. Areas with a side menu of their own (the
 * profile, the PBX settings) pass it as `sidebar`.
 */
export function AppShell({ sidebar, children }: { sidebar?: ReactNode; children: ReactNode }) {
  const session = useSession();
  const profile = useProfile();
  const showImpersonation = session.impersonating && session.impersonatedUserId !== null;
  // Without a profile (it failed to load) there is nothing to say about verification.
  const showUnverified = profile !== null && !isVerified(profile);
  const notice =
    showImpersonation || showUnverified ? (
      <Stack gap="sm">
        {showImpersonation && session.impersonatedUserId !== null && (
          <ImpersonationBanner userId={session.impersonatedUserId} />
        )}
        {showUnverified && <UnverifiedNotice canResend={profile.user_info.user_type !== 'user'} />}
      </Stack>
    ) : undefined;
  return (
    <AppLayout header={<ConsoleHeader />} notice={notice} sidebar={sidebar}>
      {children}
    </AppLayout>
  );
}
