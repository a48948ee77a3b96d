import { screen } from '@testing-library/react';
import { vi } from 'vitest';
import { Icon } from '../Icon/Icon';
import { renderWithKit } from '../test/render';
import { Button } from './Button';

describe('Button', () => {
  it('runs its action on click and on Enter or Space', async () => {
    const onClick = vi.fn();
    const { user } = renderWithKit(<Button onClick={onClick}>Save</Button>);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(3);
  });

  it('never submits a form unless asked to', async () => {
    const onSubmit = vi.fn((e: Event) => e.preventDefault());
    const { user } = renderWithKit(
      <form onSubmit={(e) => onSubmit(e.nativeEvent)}>
        <Button>Cancel</Button>
        <Button type="submit">Send</Button>
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('while loading shows a spinner, is busy and ignores clicks', async () => {
    const onClick = vi.fn();
    const { user } = renderWithKit(
      <Button loading onClick={onClick}>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('names an icon-only button by its label', () => {
    renderWithKit(<Button aria-label="Delete" icon={<Icon name="trash" />} />);
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });
});
