import { screen } from '@testing-library/react';
import { vi } from 'vitest';
import { renderWithKit } from '../test/render';
import { TextLink } from './TextLink';

describe('TextLink', () => {
  it('is a link to its address that a router can take over', async () => {
    const onClick = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    let anchor: HTMLAnchorElement | null = null;
    const { user } = renderWithKit(
      <TextLink
        href="/register"
        onClick={onClick}
        ref={(node) => {
          anchor = node;
        }}
      >
        Create an account
      </TextLink>,
    );
    const link = screen.getByRole('link', { name: 'Create an account' });
    expect(link).toHaveAttribute('href', '/register');
    expect(anchor).toBe(link);
    await user.click(link);
    expect(onClick).toHaveBeenCalledOnce();
  });
});
