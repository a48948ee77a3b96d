import { createFileRoute } from '@tanstack/react-router';
import { SecurityPage } from '../../../../features/widget/security/SecurityPage';

/** Security: the country list and the IP blacklist. */
export const Route = createFileRoute('/_app/widget/_verified/security')({
  component: SecurityPage,
});
