import { screen, within } from '@testing-library/react';
import { vi } from 'vitest';
import { renderWithKit } from '../test/render';
import { SideMenu } from './SideMenu';

function Menu(props: Partial<Parameters<typeof SideMenu>[0]>) {
  return (
    <SideMenu label="Main" currentHref="/pbx/users" {...props}>
      <SideMenu.Section heading="Widget" collapsible>
        <SideMenu.Item href="/widget/contacts">Contacts</SideMenu.Item>
        <SideMenu.Item href="/widget/lang">Languages</SideMenu.Item>
      </SideMenu.Section>
      <SideMenu.Section heading="PBX">
        <SideMenu.Item href="/pbx/users">Users</SideMenu.Item>
      </SideMenu.Section>
    </SideMenu>
  );
}

describe('SideMenu', () => {
  it('is a named navigation landmark that marks the current page', () => {
    renderWithKit(<Menu />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('heading', { name: 'PBX' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Users' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Contacts' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Contacts' })).toHaveAttribute('href', '/widget/contacts');
  });

  it('collapses and expands a section from its heading button', async () => {
    const { user } = renderWithKit(<Menu />);
    const toggle = screen.getByRole('button', { name: 'Widget' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Contacts' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Users' })).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('link', { name: 'Contacts' })).toBeVisible();
  });

  it('renders links through the router link it is given', async () => {
    const navigate = vi.fn();
    const { user } = renderWithKit(
      <Menu
        renderLink={({ href, ...props }) => (
          <a
            {...props}
            href={href}
            onClick={(event) => {
              event.preventDefault();
              navigate(href);
            }}
          />
        )}
      />,
    );
    await user.click(screen.getByRole('link', { name: 'Languages' }));
    expect(navigate).toHaveBeenCalledWith('/widget/lang');
  });

  it('keeps labels for screen readers in compact mode and cannot collapse there', () => {
    renderWithKit(<Menu compact />);
    expect(screen.getByRole('link', { name: 'Contacts' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Widget' })).toBeNull();
  });
});
