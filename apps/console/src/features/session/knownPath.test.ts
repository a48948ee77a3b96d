import { createMemoryHistory } from '@tanstack/react-router';
import { createApp } from '#app/createApp';
import { isKnownPath } from './knownPath';

describe('isKnownPath', () => {
  const { router } = createApp({ history: createMemoryHistory({ initialEntries: ['/'] }) });

  it('knows the pages of the console, with their parameters and queries', () => {
    for (const path of [
      '/',
      '/login',
      '/profile',
      '/xpbx',
      '/xpbx/settings/users',
      '/reset-password/abc',
      '/xpbx?tab=1',
    ]) {
      expect(isKnownPath(router, path), path).toBe(true);
    }
  });

  it('does not take a longer path for its known prefix', () => {
    for (const path of [
      '/widget/reports/stats/faxes',
      '/profile/profile-wallet',
      '/xpbx/settings/faxes',
      '/reset-password/abc/def',
    ]) {
      expect(isKnownPath(router, path), path).toBe(false);
    }
  });
});
