import { useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';
import { isKnownPath } from '../session/knownPath';
import { safeRedirect } from '../session/paths';

/**
 * Where to go once logged in (spec §4): the page the user was sent away from (`?redirect=`), else
 * the path the login answered with when this console has it (the server may name areas not built
 * yet), else `/`, whose guard picks the home path from the freshly loaded profile.
 */
export function useAfterLogin(searchRedirect: string | undefined) {
  const router = useRouter();
  return useCallback(
    async (serverRedirect: string) => {
      const server = safeRedirect(serverRedirect);
      const target = safeRedirect(searchRedirect) ?? (server && isKnownPath(router, server) ? server : '/');
      await router.navigate({ href: target, replace: true });
    },
    [router, searchRedirect],
  );
}
