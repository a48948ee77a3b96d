import { screen } from '@testing-library/react';
import { renderWithKit } from '../test/render';
import { AppLayout } from './AppLayout';

describe('AppLayout', () => {
  it('puts the page in the main landmark, the header in the banner and the sidebar in an aside', () => {
    renderWithKit(
      <AppLayout header={<header>Top bar</header>} sidebar={<nav aria-label="Profile">menu</nav>}>
        <h1>Dashboard</h1>
      </AppLayout>,
    );
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { name: 'Dashboard' }));
    expect(screen.getByRole('banner')).toHaveTextContent('Top bar');
    // Narrow screens (jsdom has no width) hide the sidebar: the header's menu button carries it there.
    expect(screen.getByRole('complementary', { hidden: true })).toContainElement(
      screen.getByRole('navigation', { name: 'Profile', hidden: true }),
    );
  });

  it('offers a skip link that moves focus to the content', async () => {
    const { user } = renderWithKit(
      <AppLayout header={<button type="button">Menu</button>}>
        <p>Content</p>
      </AppLayout>,
    );
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveFocus();
    expect(skip.getAttribute('href')).toBe(`#${screen.getByRole('main').id}`);
  });
});
