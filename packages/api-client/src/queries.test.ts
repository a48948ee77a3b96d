/** Query keys. (The query and mutation options against the real API: apps/api/test/client.) */
import { describe, expect, it } from 'vitest';
import { queryKeys } from './queries.js';

describe('queryKeys', () => {
  it('are hierarchical: each resource is the prefix of its details', () => {
    expect(queryKeys.profile()).toEqual(['profile']);
    expect(queryKeys.me()).toEqual(['profile', 'me']);
    expect(queryKeys.pbxUsers()).toEqual(['pbx-users']);
    expect(queryKeys.pbxUser(7)).toEqual(['pbx-users', 7]);
    expect(queryKeys.pbxUserSearch({ search: 'desk' })).toEqual(['pbx-users', 'search', { search: 'desk' }]);
    expect(queryKeys.extensions()).toEqual(['extensions']);
    expect(queryKeys.extension(3)).toEqual(['extensions', 3]);
    expect(queryKeys.freeExtensions()).toEqual(['extensions', 'free']);
    expect(queryKeys.freeExtensions(7)).toEqual(['extensions', 'free', 7]);
    expect(queryKeys.presentationNumbers()).toEqual(['presentation-numbers']);
    expect(queryKeys.timezones()).toEqual(['timezones']);
    expect(queryKeys.countries()).toEqual(['countries']);
  });
});
