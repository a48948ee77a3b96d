import { type ApiClient, mutationFor, queryKeys } from '@switchboard/api-client';

/** The photo and logo uploads (multipart, spec §5 limits); each answers the new profile. */
export function uploadMutations(api: ApiClient) {
  const profile = [queryKeys.profile()];
  return {
    uploadPhoto: () => mutationFor(api, 'uploadPhoto', profile),
    uploadLogo: () => mutationFor(api, 'uploadLogo', profile),
  };
}
