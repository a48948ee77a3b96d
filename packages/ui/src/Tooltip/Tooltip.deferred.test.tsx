import { screen } from '@testing-library/react';
import { Button } from '../Button/Button';
import { renderWithKit } from '../test/render';
import { Tooltip } from './Tooltip';

// Each test file has its own module registry, so the tooltip's code is not loaded when these start.
describe('Tooltip before its code has loaded', () => {
  it('keeps focus on the trigger focused by keyboard, and describes it once the code is there', async () => {
    const { user } = renderWithKit(
      <Tooltip content="Delete the row">
        <Button aria-label="Delete">×</Button>
      </Tooltip>,
    );
    await user.tab();
    expect(await screen.findByRole('tooltip', { name: 'Delete the row' })).toBeInTheDocument();
    const trigger = screen.getByRole('button', { name: 'Delete' });
    expect(trigger).toHaveFocus();
    expect(trigger).toHaveAccessibleDescription('Delete the row');
  });

  it('shows for a pointer that rested on the trigger while the code loaded', async () => {
    const { user } = renderWithKit(
      <Tooltip content="Edit" delayDuration={0}>
        <Button>Edit row</Button>
      </Tooltip>,
    );
    await user.hover(screen.getByRole('button', { name: 'Edit row' }));
    expect(await screen.findByRole('tooltip', { name: 'Edit' })).toBeInTheDocument();
  });
});
