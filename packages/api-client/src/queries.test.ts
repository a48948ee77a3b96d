/** Query keys. (The query and mutation options against the real API: apps/api/test/client.) */
import { describe, expect, it } from 'vitest';
import { queryKeys } from './queries.js';

describe('queryKeys', () => {
  it('are hierarchical: each area is the prefix of its details; free extensions sit under the extensions', () => {
    expect(queryKeys.profile()).toEqual(['profile']);
    expect(queryKeys.me()).toEqual(['profile', 'me']);
    expect(queryKeys.freeExtensions()).toEqual(['extensions', 'free']);
    expect(queryKeys.freeExtensions(7)).toEqual(['extensions', 'free', 7]);
    expect(queryKeys.presentationNumbers()).toEqual(['presentation-numbers']);
    expect(queryKeys.timezones()).toEqual(['timezones']);
    expect(queryKeys.countries()).toEqual(['countries']);
  });
});
