import type { ReactNode } from 'react';
import { AppLayout } from '../../kit';
import { PublicHeader } from './PublicHeader';

/** The frame of the pages anyone may open: login, register, password reset, 404. */
export function PublicShell({ children }: { children: ReactNode }) {
  return <AppLayout header={<PublicHeader />}>{children}</AppLayout>;
}
