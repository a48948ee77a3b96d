import { screen } from '@testing-library/react';
import { renderWithKit } from '../test/render';
import { AuthLayout } from './AuthLayout';

describe('AuthLayout', () => {
  it('shows a region named by its heading with the content and the footer links', () => {
    renderWithKit(
      <AuthLayout
        title="Log in"
        description="Welcome back"
        footer={<a href="/register">Create an account</a>}
      >
        <form aria-label="Login form" />
      </AuthLayout>,
    );
    const region = screen.getByRole('region', { name: 'Log in' });
    expect(screen.getByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
    expect(region).toHaveTextContent('Welcome back');
    expect(region).toContainElement(screen.getByRole('form', { name: 'Login form' }));
    expect(region).not.toContainElement(screen.getByRole('link', { name: 'Create an account' }));
  });
});
