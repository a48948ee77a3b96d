import { createFileRoute } from '@tanstack/react-router';
import { VerifyEmailError, VerifyEmailPage } from '#features/auth/VerifyEmailPage';
import { loadVerification } from '#features/auth/verifyEmail';

/** The link of the verification mail lands here; the loader sends the token. */
export const Route = createFileRoute('/_auth/verify-email/$token')({
  loader: ({ context, params }) => loadVerification(context, params.token),
  errorComponent: VerifyEmailError,
  component: VerifyEmailPage,
});
