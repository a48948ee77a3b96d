import { screen, within } from '@testing-library/react';
import { renderApp } from '#test/renderApp';
import { fakeTelephonyApi } from '#test/telephonyFixtures';

describe('the product switcher', () => {
  it("offers spec §2's seven products, each leading to a built area", async () => {
    const api = fakeTelephonyApi({ '/admin/xpbx/queue': [] }, {});
    const { user } = await renderApp({ path: '/xpbx/settings/queues', fetch: api.fetch, loggedIn: true });
    await user.click(await screen.findByRole('button', { name: 'Products' }));
    const menu = within(await screen.findByRole('menu'));
    const items = menu.getAllByRole('menuitem').map((item) => [item.textContent, item.getAttribute('href')]);
    expect(items).toEqual([
      ['Widget', '/widget'],
      ['DIDs', '/virtual-number'],
      ['XPBX', '/xpbx'],
      ['Billing', '/profile/profile-payment'],
      ['Call Center', '/xpbx/call-center'],
      ['Tracking', '/virtual-number'],
      ['Messaging', '/virtual-number'],
    ]);
  });
});
