import { createFileRoute } from '@tanstack/react-router';
import { VerifyEmailPage } from '../../features/auth/VerifyEmailPage';

/** The link of the verification mail lands here. */
export const Route = createFileRoute('/_auth/verify-email/$token')({
  component: VerifyEmailRoute,
});

function VerifyEmailRoute() {
  const { token } = Route.useParams();
  return <VerifyEmailPage token={token} />;
}
