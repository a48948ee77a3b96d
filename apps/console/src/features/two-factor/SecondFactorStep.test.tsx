/**
 * The login's second step: a code after the password, a wrong code under its field, an expired
 * challenge sent back to the password, and enrolment at login with the recovery codes shown once.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { accessToken, fakeApi, json, profile } from '#test/fakeApi';
import { renderApp } from '#test/renderApp';

const loggedIn = { access_token: accessToken(), refresh_token: 'refresh-1', redirect: '/profile' };

async function passwordStep(routes: Parameters<typeof fakeApi>[0]) {
  const api = fakeApi({ 'GET /admin/me': profile(), ...routes });
  const view = await renderApp({ path: '/login', fetch: api.fetch });
  const form = within(await screen.findByRole('form', { name: 'Account owner' }));
  await view.user.type(form.getByRole('textbox', { name: 'Email' }), 'anna@example.com');
  await view.user.type(form.getByLabelText(/^Password/), 'secret-pass');
  await view.user.click(form.getByRole('button', { name: 'Log in' }));
  return { ...view, api };
}

describe('the login with two-factor login on', () => {
  it('asks for the code after the password and logs in with it', async () => {
    let tries = 0;
    const { user, api, location } = await passwordStep({
      'POST /admin/root-login': { two_factor: 'code', challenge: 'challenge-token-1234567890' },
      'POST /admin/root-login/two-factor': () =>
        ++tries === 1
          ? json({ message: 'wrong', errors: { code: ['This code is not valid.'] } }, 422)
          : json(loggedIn),
    });
    const step = within(await screen.findByRole('form', { name: 'Two-factor login' }));
    await user.type(step.getByRole('textbox', { name: 'Code' }), '000000');
    await user.click(step.getByRole('button', { name: 'Verify' }));
    await waitFor(() =>
      expect(step.getByRole('textbox', { name: 'Code' })).toHaveAccessibleDescription(
        /This code is not valid\./,
      ),
    );
    await user.clear(step.getByRole('textbox', { name: 'Code' }));
    await user.type(step.getByRole('textbox', { name: 'Code' }), '123456');
    await user.click(step.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(location().pathname).toBe('/profile'));
    expect(api.calls.filter((c) => c.path === '/admin/root-login/two-factor').map((c) => c.body)).toEqual([
      { challenge: 'challenge-token-1234567890', code: '000000' },
      { challenge: 'challenge-token-1234567890', code: '123456' },
    ]);
  });

  it('says an expired sign-in must start again, and goes back to the password', async () => {
    const { user } = await passwordStep({
      'POST /admin/root-login': { two_factor: 'code', challenge: 'challenge-token-1234567890' },
      'POST /admin/root-login/two-factor': json({ message: 'expired' }, 401),
    });
    const step = within(await screen.findByRole('form', { name: 'Two-factor login' }));
    await user.type(step.getByRole('textbox', { name: 'Code' }), '123456');
    await user.click(step.getByRole('button', { name: 'Verify' }));
    expect(await step.findByText('Your sign-in has expired. Please log in again.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to login' }));
    expect(await screen.findByRole('form', { name: 'Account owner' })).toBeInTheDocument();
  });

  it('enrols at login when the provider requires it, then shows the recovery codes once', async () => {
    const codes = Array.from({ length: 10 }, (_, i) => `abcd${i}-efgh${i}`);
    const { user, location } = await passwordStep({
      'POST /admin/root-login': { two_factor: 'setup', challenge: 'challenge-token-1234567890' },
      'POST /admin/root-login/two-factor/setup': {
        secret: 'JBSWY3DPEHPK3PXP',
        otpauth_url: 'otpauth://totp/Switchboard:anna?secret=JBSWY3DPEHPK3PXP',
        qr: ['101', '010', '101'],
      },
      'POST /admin/root-login/two-factor': json({ ...loggedIn, recovery_codes: codes }),
    });
    expect(
      await screen.findByRole('img', { name: 'QR code for your authenticator app' }),
    ).toBeInTheDocument();
    expect(screen.getByText('JBSWY3DPEHPK3PXP')).toBeInTheDocument();
    const step = within(screen.getByRole('form', { name: 'Set up two-factor login' }));
    await user.type(step.getByRole('textbox', { name: 'Code' }), '123456');
    await user.click(step.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(/abcd3-efgh3/)).toBeInTheDocument();
    expect(location().pathname).toBe('/login');
    await user.click(screen.getByRole('button', { name: 'I have saved them' }));
    await waitFor(() => expect(location().pathname).toBe('/profile'));
  });
});
