import { screen } from '@testing-library/react';
import { renderWithKit } from '../test/render';
import { Spinner } from './Spinner';

describe('Spinner', () => {
  it('announces loading to screen readers', () => {
    renderWithKit(<Spinner />);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  });

  it('stays silent when a parent announces the progress', () => {
    renderWithKit(<Spinner label={null} />);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
