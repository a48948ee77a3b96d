import { screen, waitFor, within } from '@testing-library/react';
import { vi } from 'vitest';
import { renderWithKit } from '../test/render';
import { AppHeader } from './AppHeader';

const products = (onSelect: (id: string) => void) =>
  ['Widget', 'DIDs', 'XPBX', 'Billing'].map((label) => ({
    id: label.toLowerCase(),
    label,
    onSelect: () => onSelect(label),
    current: label === 'Widget',
  }));

describe('AppHeader', () => {
  it('is the banner landmark holding its slots', () => {
    renderWithKit(<AppHeader start={<a href="/">Home</a>} end={<span>Anna</span>} />);
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Home' })).toBeInTheDocument();
    expect(within(banner).getByText('Anna')).toBeInTheDocument();
  });

  it('opens the side panel from the menu button, and Escape closes it', async () => {
    const { user } = renderWithKit(
      <AppHeader start={<AppHeader.MenuButton>Panel content</AppHeader.MenuButton>} />,
    );
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    // The panel's code loads on first use; the button it renders takes the stand-in's place.
    const panel = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(panel).getByText('Panel content')).toBeInTheDocument();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
  });

  it('closes the panel when a link in it is followed, or from its close button', async () => {
    const { user } = renderWithKit(
      <AppHeader.MenuButton>
        <a href="#users">Users</a>
      </AppHeader.MenuButton>,
    );
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(await screen.findByRole('link', { name: 'Users' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(screen.getByRole('button', { name: 'Close menu' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('opens the product switcher with Enter, moves with arrows and chooses with Enter', async () => {
    const chosen = vi.fn();
    const { user } = renderWithKit(<AppHeader.ProductSwitcher items={products(chosen)} />);
    screen.getByRole('button', { name: 'Products' }).focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Widget', 'DIDs', 'XPBX', 'Billing']);
    expect(within(menu).getByRole('menuitem', { name: 'Widget' })).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Widget' })).toHaveFocus());
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(within(menu).getByRole('menuitem', { name: 'XPBX' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(chosen).toHaveBeenCalledWith('XPBX');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  });

  it('renders link products as links', async () => {
    const { user } = renderWithKit(
      <AppHeader.ProductSwitcher items={[{ id: 'billing', label: 'Billing', href: '/billing' }]} />,
    );
    screen.getByRole('button', { name: 'Products' }).focus();
    await user.keyboard('{ArrowDown}');
    expect(await screen.findByRole('menuitem', { name: 'Billing' })).toHaveAttribute('href', '/billing');
  });

  it('shows the user menu with Amount 0 by default, the company and profile link, and logs out', async () => {
    const onLogout = vi.fn();
    const { user } = renderWithKit(
      <AppHeader.UserMenu
        name="Anna Schmidt"
        company="Acme GmbH"
        profileHref="/profile"
        onLogout={onLogout}
      />,
    );
    screen.getByRole('button', { name: 'Anna Schmidt' }).focus();
    await user.keyboard('{ArrowDown}');
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('Amount')).toBeInTheDocument();
    expect(within(menu).getByText('0')).toBeInTheDocument();
    expect(within(menu).getByText('Acme GmbH')).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    expect(within(menu).queryByRole('menuitem', { name: 'Recharge account' })).toBeNull();

    await user.click(within(menu).getByRole('menuitem', { name: 'Logout' }));
    expect(onLogout).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  });

  it('offers Recharge account when the caller handles it and shows the given amount', async () => {
    const onRecharge = vi.fn();
    const { user } = renderWithKit(
      <AppHeader.UserMenu
        name="Anna"
        amount="€12.50"
        profileHref="/profile"
        onRecharge={onRecharge}
        onLogout={() => {}}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Anna' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('€12.50')).toBeInTheDocument();
    await user.click(within(menu).getByRole('menuitem', { name: 'Recharge account' }));
    expect(onRecharge).toHaveBeenCalledOnce();
  });
});
