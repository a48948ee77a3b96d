import { screen } from '@testing-library/react';
import { renderWithKit } from '../test/render';
import { Result } from './Result';

describe('Result', () => {
  it('shows the outcome as the page heading with its explanation and the way on', () => {
    renderWithKit(
      <Result
        kind="success"
        title="Your email has been verified"
        actions={<a href="/profile">Go to your profile</a>}
      >
        You can now use every part of the console.
      </Result>,
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Your email has been verified' }),
    ).toBeInTheDocument();
    expect(screen.getByText('You can now use every part of the console.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your profile' })).toHaveAttribute('href', '/profile');
  });

  it('keeps a code such as 404 out of the accessible name of the page', () => {
    renderWithKit(<Result code="404" title="Page not found" headingLevel={2} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByText('404')).toHaveAttribute('aria-hidden', 'true');
  });
});
