import type { ReactNode } from 'react';
import { ForceLocale } from '../i18n/ForceLocale';
import { AppShell } from '../shell/AppShell';
import { ProfileMenu } from './ProfileMenu';
import { useProviderWidgetScript } from './useProviderWidgetScript';

/**
 * The profile area's frame (spec §2): the app shell with the profile side menu, English only
 * (spec §1), and the provider's own client widget loaded while it is open.
 */
export function ProfileShell({ children }: { children: ReactNode }) {
  useProviderWidgetScript();
  return (
    <AppShell
      sidebar={
        <ForceLocale locale="en">
          <ProfileMenu />
        </ForceLocale>
      }
    >
      <ForceLocale locale="en">{children}</ForceLocale>
    </AppShell>
  );
}
