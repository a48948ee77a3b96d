import { AppLayout } from '@switchboard/ui';
import type { ReactNode } from 'react';
import { PublicHeader } from './PublicHeader';

/** The frame of the pages anyone may open: login, register, password reset, 404. */
export function PublicShell({ children }: { children: ReactNode }) {
  return <AppLayout header={<PublicHeader />}>{children}</AppLayout>;
}
