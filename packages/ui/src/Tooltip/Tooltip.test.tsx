import { screen, waitFor } from '@testing-library/react';
import { Button } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import { renderWithKit } from '../test/render';
import { Tooltip } from './Tooltip';

describe('Tooltip', () => {
  it('describes its trigger on keyboard focus and hides on Escape', async () => {
    const { user } = renderWithKit(
      <Tooltip content="Set active or inactive">
        <Button kind="ghost" aria-label="Toggle active" icon={<Icon name="eye" />} />
      </Tooltip>,
    );
    await user.tab();
    const trigger = screen.getByRole('button', { name: 'Toggle active' });
    expect(trigger).toHaveFocus();
    expect(await screen.findByRole('tooltip', { name: 'Set active or inactive' })).toBeInTheDocument();
    expect(trigger).toHaveAccessibleDescription('Set active or inactive');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });

  it('shows on hover after a short delay', async () => {
    const { user } = renderWithKit(
      <Tooltip content="Edit" delayDuration={0}>
        <Button>Edit row</Button>
      </Tooltip>,
    );
    await user.hover(screen.getByRole('button', { name: 'Edit row' }));
    expect(await screen.findByRole('tooltip', { name: 'Edit' })).toBeInTheDocument();
  });

  it('can start open', () => {
    renderWithKit(
      <Tooltip content="Clone" defaultOpen>
        <Button>Clone row</Button>
      </Tooltip>,
    );
    expect(screen.getByRole('tooltip', { name: 'Clone' })).toBeInTheDocument();
  });
});
