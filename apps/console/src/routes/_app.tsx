import { createFileRoute } from '@tanstack/react-router';
import { requireLogin, requireOpenPage } from '../features/session/guards';

/**
 * Every page below needs a session (spec §2). Each area's layout route renders the AppShell
 * (header, notices) with its own side menu.
 */
export const Route = createFileRoute('/_app')({
  beforeLoad: (args) => {
    requireLogin(args);
    requireOpenPage(args);
  },
});
