import { screen } from '@testing-library/react';
import { renderWithKit } from '../test/render';
import { Badge } from './Badge';

describe('Badge', () => {
  it('labels the active and inactive states in words', () => {
    renderWithKit(
      <>
        <Badge kind="active" />
        <Badge kind="inactive" />
      </>,
    );
    expect(screen.getByText('Active')).toBeVisible();
    expect(screen.getByText('Inactive')).toBeVisible();
  });

  it('shows its own label', () => {
    renderWithKit(<Badge>Primary card</Badge>);
    expect(screen.getByText('Primary card')).toBeVisible();
  });
});
