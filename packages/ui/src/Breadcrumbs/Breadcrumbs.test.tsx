import { screen, within } from '@testing-library/react';
import { renderWithKit } from '../test/render';
import { Breadcrumbs } from './Breadcrumbs';

const items = [
  { label: 'Carriers', href: '/carriers' },
  { label: 'Carrier trunks', href: '/carriers/3/trunks' },
  { label: 'Trunk rules', href: '/carriers/3/trunks/9/rules' },
];

describe('Breadcrumbs', () => {
  it('is a labelled navigation list whose last crumb is the current page', () => {
    renderWithKit(<Breadcrumbs items={items} />);
    const nav = screen.getByRole('navigation', { name: 'Breadcrumbs' });
    expect(within(nav).getAllByRole('listitem')).toHaveLength(3);
    expect(within(nav).getByRole('link', { name: 'Carriers' })).toHaveAttribute('href', '/carriers');
    expect(within(nav).getByRole('link', { name: 'Carrier trunks' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Trunk rules' })).toBeNull();
    expect(within(nav).getByText('Trunk rules')).toHaveAttribute('aria-current', 'page');
  });

  it('renders links through a router link when given one', () => {
    renderWithKit(
      <Breadcrumbs
        items={items}
        renderLink={({ href, className, children }) => (
          <a href={`#${href}`} className={className} data-router="">
            {children}
          </a>
        )}
      />,
    );
    expect(screen.getByRole('link', { name: 'Carriers' })).toHaveAttribute('href', '#/carriers');
  });
});
