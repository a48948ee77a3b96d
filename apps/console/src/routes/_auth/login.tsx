import { createFileRoute } from '@tanstack/react-router';
import { LoginPage } from '#features/auth/LoginPage';
import { redirectLoggedIn } from '#features/session/guards';
import { type RedirectSearch, redirectSearch } from '#features/session/search';

export const Route = createFileRoute('/_auth/login')({
  validateSearch: (search): RedirectSearch => redirectSearch(search),
  beforeLoad: ({ context, search }) => redirectLoggedIn({ context, search }),
  component: LoginRoute,
});

function LoginRoute() {
  const { redirect } = Route.useSearch();
  return <LoginPage redirect={redirect} />;
}
