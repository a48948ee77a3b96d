import { xpbxSettingsItems } from './navigation';

/** The PBX settings pages, as their route files name them (not loaded: only the names are read). */
const settingsRouteFiles = Object.keys(import.meta.glob('/src/routes/_app/_verified/xpbx/settings/*.tsx'));

describe('the PBX side menu', () => {
  it('offers every PBX settings page (add the page to xpbxSettingsItems in shell/navigation.ts)', () => {
    const pages = settingsRouteFiles
      .map((file) => file.replace(/^.*\/settings\/(.*)\.tsx$/, '$1'))
      .filter((page) => page !== 'index')
      .map((page) => `/xpbx/settings/${page}`);
    const offered = new Set<string>(xpbxSettingsItems.map((item) => item.to));
    expect(pages.length).toBeGreaterThan(5);
    expect(pages.filter((page) => !offered.has(page))).toEqual([]);
  });
});
