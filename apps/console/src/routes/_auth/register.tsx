import { createFileRoute } from '@tanstack/react-router';
import { RegisterPage } from '#features/auth/RegisterPage';
import { redirectLoggedIn } from '#features/session/guards';

export const Route = createFileRoute('/_auth/register')({
  beforeLoad: ({ context }) => redirectLoggedIn({ context, search: {} }),
  component: RegisterPage,
});
