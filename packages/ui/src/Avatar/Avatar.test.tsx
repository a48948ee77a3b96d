import { fireEvent, screen } from '@testing-library/react';
import { renderWithKit } from '../test/render';
import { Avatar, initials } from './Avatar';

describe('Avatar', () => {
  it('shows the picture, named after its owner', () => {
    renderWithKit(<Avatar name="Anna Schmidt" src="/uploads/anna.png" />);
    expect(screen.getByRole('img', { name: 'Anna Schmidt' })).toHaveAttribute('src', '/uploads/anna.png');
  });

  it('falls back to the initials without a picture and when the picture cannot load', () => {
    const { rerender } = renderWithKit(<Avatar name="Anna Schmidt" />);
    expect(screen.getByRole('img', { name: 'Anna Schmidt' })).toHaveTextContent('AS');

    rerender(<Avatar name="Anna Schmidt" src="/uploads/missing.png" />);
    fireEvent.error(screen.getByRole('img', { name: 'Anna Schmidt' }));
    expect(screen.getByRole('img', { name: 'Anna Schmidt' })).toHaveTextContent('AS');
    expect(screen.getByRole('img', { name: 'Anna Schmidt' })).toHaveAttribute('data-fallback');

    // A new address is tried again.
    rerender(<Avatar name="Anna Schmidt" src="/uploads/new.png" />);
    expect(screen.getByRole('img', { name: 'Anna Schmidt' })).toHaveAttribute('src', '/uploads/new.png');
  });

  it('can fall back to a user icon instead of letters', () => {
    renderWithKit(<Avatar name="Anna Schmidt" fallback="icon" />);
    const avatar = screen.getByRole('img', { name: 'Anna Schmidt' });
    expect(avatar).toHaveTextContent('');
    expect(avatar.querySelector('svg')).not.toBeNull();
  });

  it('stays out of the accessibility tree when decorative', () => {
    renderWithKit(<Avatar name="Anna Schmidt" src="/uploads/anna.png" decorative />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('takes at most two initials', () => {
    expect(initials('Anna Maria Schmidt')).toBe('AS');
    expect(initials('  anna ')).toBe('A');
    expect(initials('')).toBe('');
  });
});
