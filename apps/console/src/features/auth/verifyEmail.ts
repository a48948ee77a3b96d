import type { AppContext } from '#app/context';

/**
 * The verification page's loader: GET /admin/verify/{token}, sent once (`verifyEmail` query of the
 * api-client, which reads the profile again once verified, for the guards and the header).
 */
export async function loadVerification(context: AppContext, token: string): Promise<void> {
  await context.queryClient.ensureQueryData(context.queries.verifyEmail(token));
}
