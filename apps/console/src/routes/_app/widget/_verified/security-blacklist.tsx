import { createFileRoute } from '@tanstack/react-router';
import { BlacklistPage } from '../../../../features/widget/security/BlacklistPage';

/** The IP blacklist. */
export const Route = createFileRoute('/_app/widget/_verified/security-blacklist')({
  component: BlacklistPage,
});
