/**
 * The account's PBX settings (GET/PUT /admin/xpbx/settings), built where their pages need them:
 * the settings page and the time zones page (the account's zone is one of the settings).
 */
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from './client.js';
import { mutationFor } from './queries.js';

export const pbxSettingsKeys = {
  pbxSettings: () => ['pbx-settings'] as const,
};

export function pbxSettingsQueries(client: ApiClient) {
  return {
    pbxSettings: () =>
      queryOptions({
        queryKey: pbxSettingsKeys.pbxSettings(),
        queryFn: ({ signal }) => client.call('pbxSettings', { signal }),
      }),
  };
}

export function pbxSettingsMutations(client: ApiClient) {
  return {
    updatePbxSettings: () => mutationFor(client, 'updatePbxSettings', [pbxSettingsKeys.pbxSettings()]),
  };
}
