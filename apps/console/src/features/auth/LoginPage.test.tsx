import { screen, waitFor, within } from '@testing-library/react';
import { accessToken, fakeApi, json, profile } from '#test/fakeApi';
import { renderApp } from '#test/renderApp';

const tokens = { access_token: accessToken(), refresh_token: 'refresh-1' };

async function openLogin(routes: Parameters<typeof fakeApi>[0], path = '/login') {
  const api = fakeApi({ 'GET /admin/me': profile(), ...routes });
  const view = await renderApp({ path, fetch: api.fetch });
  const form = await screen.findByRole('form', { name: 'Account owner' });
  return { ...view, api, form: within(form) };
}

describe('the login page', () => {
  it('checks the fields before sending anything', async () => {
    const { user, api, form } = await openLogin({});
    await user.click(form.getByRole('button', { name: 'Log in' }));
    expect(form.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('Email is required.');
    expect(form.getByLabelText(/^Password/)).toHaveAccessibleDescription('Password is required.');

    await user.type(form.getByRole('textbox', { name: 'Email' }), 'anna@example');
    await user.click(form.getByRole('button', { name: 'Log in' }));
    expect(form.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'Email must be a valid email address.',
    );
    expect(api.calls.filter((call) => call.path === '/admin/root-login')).toEqual([]);
  });

  it("shows the server's field errors from a 422 under the fields", async () => {
    const { user, form } = await openLogin({
      'POST /admin/root-login': json(
        { message: 'The email is not known.', errors: { email: ['The email is not known.'] } },
        422,
      ),
    });
    await user.type(form.getByRole('textbox', { name: 'Email' }), 'anna@example.com');
    await user.type(form.getByLabelText(/^Password/), 'secret-pass');
    await user.click(form.getByRole('button', { name: 'Log in' }));
    await waitFor(() =>
      expect(form.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
        'The email is not known.',
      ),
    );
    expect(form.queryByRole('alert', { name: /request failed/ })).not.toBeInTheDocument();
  });

  it('says the credentials do not match on a 401, and the spec §8 text on other failures', async () => {
    let status = 401;
    const { user, form } = await openLogin({
      'POST /admin/root-login': () => json({ message: 'refused' }, status),
    });
    await user.type(form.getByRole('textbox', { name: 'Email' }), 'anna@example.com');
    await user.type(form.getByLabelText(/^Password/), 'wrong-pass');
    await user.click(form.getByRole('button', { name: 'Log in' }));
    expect(await form.findByText('These credentials do not match our records.')).toBeInTheDocument();

    status = 500;
    await user.click(form.getByRole('button', { name: 'Log in' }));
    expect(await form.findByText('Login request failed. Please try again later')).toBeInTheDocument();
  });

  it('logs in, stores the session and opens the page the user was sent away from', async () => {
    const { user, api, app, form, location } = await openLogin(
      { 'POST /admin/root-login': { ...tokens, redirect: '/widget' } },
      '/login?redirect=%2Fxpbx%2Fsettings%2Fextensions',
    );
    await user.type(form.getByRole('textbox', { name: 'Email' }), 'anna@example.com');
    await user.type(form.getByLabelText(/^Password/), 'secret-pass');
    await user.click(form.getByRole('checkbox', { name: 'Remember me' }));
    await user.click(form.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(location().pathname).toBe('/xpbx/settings/extensions'));
    expect(app.api.isLoggedIn()).toBe(true);
    expect(api.calls.find((call) => call.path === '/admin/root-login')?.body).toEqual({
      email: 'anna@example.com',
      password: 'secret-pass',
      remember: true,
    });
  });

  it("goes home when the server's redirect is a page this console does not have yet", async () => {
    const { user, form, location } = await openLogin({
      'POST /admin/root-login': { ...tokens, redirect: '/fax/inbox' },
    });
    await user.type(form.getByRole('textbox', { name: 'Email' }), 'anna@example.com');
    await user.type(form.getByLabelText(/^Password/), 'secret-pass');
    await user.click(form.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(location().pathname).toBe('/widget'));
  });

  it('logs a user within an account in with username, password and client id', async () => {
    const api = fakeApi({
      'GET /admin/me': profile({ userType: 'user' }),
      'POST /admin/user-login': { ...tokens, redirect: '/profile' },
    });
    const { user, location } = await renderApp({ path: '/login', fetch: api.fetch });
    await user.click(await screen.findByRole('tab', { name: 'User within an account' }));
    const form = within(await screen.findByRole('form', { name: 'User within an account' }));
    await user.click(form.getByRole('button', { name: 'Log in' }));
    expect(form.getByRole('textbox', { name: 'Client ID' })).toHaveAccessibleDescription(
      'Client ID is required.',
    );

    await user.type(form.getByRole('textbox', { name: 'Username' }), 'jane');
    await user.type(form.getByLabelText(/^Password/), 'secret-pass');
    await user.type(form.getByRole('textbox', { name: 'Client ID' }), '4x2');
    expect(form.getByRole('textbox', { name: 'Client ID' })).toHaveValue('42');
    await user.click(form.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(location().pathname).toBe('/profile'));
    expect(api.calls.find((call) => call.path === '/admin/user-login')?.body).toEqual({
      username: 'jane',
      password: 'secret-pass',
      client_id: 42,
      remember: false,
    });
  });
});
