import { queryKeys } from '@switchboard/api-client';
import { queryOptions } from '@tanstack/react-query';
import type { AppContext } from '#app/context';

/**
 * GET /admin/verify/{token} (contract `verifyEmail`), sent once: a query kept for the whole visit
 * rather than a mutation, so a second render, a refocus or the route's reload never spends the
 * token twice.
 */
const verifyEmailQuery = ({ api }: AppContext, token: string) =>
  queryOptions({
    queryKey: ['verify-email', token],
    queryFn: ({ signal }) => api.call('verifyEmail', { params: { token }, signal }),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });

/** The verification page's loader; once verified, the profile is read again (the guards and header see it). */
export async function loadVerification(context: AppContext, token: string): Promise<void> {
  await context.queryClient.ensureQueryData(verifyEmailQuery(context, token));
  void context.queryClient.invalidateQueries({ queryKey: queryKeys.profile() });
}
