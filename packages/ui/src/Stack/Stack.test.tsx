import { screen } from '@testing-library/react';
import { renderWithKit } from '../test/render';
import { Stack } from './Stack';

describe('Stack', () => {
  it('renders its children in order inside the chosen element', () => {
    renderWithKit(
      <Stack as="ul" aria-label="Steps">
        <li>One</li>
        <li>Two</li>
      </Stack>,
    );
    const list = screen.getByRole('list', { name: 'Steps' });
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['One', 'Two']);
    expect(list.tagName).toBe('UL');
  });

  it('passes attributes and a ref to the element', () => {
    let element: HTMLElement | null = null;
    renderWithKit(
      <Stack
        as="section"
        aria-label="Filters"
        data-testid="filters"
        ref={(node) => {
          element = node;
        }}
      >
        content
      </Stack>,
    );
    expect(screen.getByRole('region', { name: 'Filters' })).toBe(element);
    expect(screen.getByTestId('filters')).toHaveTextContent('content');
  });
});
