import { screen, waitFor } from '@testing-library/react';
import { fakeApi, json, profile } from '#test/fakeApi';
import { renderApp } from '#test/renderApp';

describe('route guards', () => {
  it('send a logged-out visitor of a page that needs login to /login, remembering the page', async () => {
    const api = fakeApi({});
    const { location } = await renderApp({ path: '/xpbx', fetch: api.fetch });
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
    expect(location().pathname).toBe('/login');
    expect(location().search).toEqual({ redirect: '/xpbx' });
    expect(api.calls).toEqual([]);
  });

  it('send a user whose email is not verified from a verified page to /profile and its notice', async () => {
    const api = fakeApi({ 'GET /admin/me': profile({ verified: false }) });
    const { location } = await renderApp({ path: '/xpbx', fetch: api.fetch, loggedIn: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
    expect(location().pathname).toBe('/profile');
    expect(screen.getByText('Please verify your email address')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Click here to send the email again' })).toBeInTheDocument();
  });

  it('let a verified user into a verified page', async () => {
    const api = fakeApi({ 'GET /admin/me': profile(), 'GET /admin/xpbx/user': [] });
    const { location } = await renderApp({ path: '/xpbx/settings/users', fetch: api.fetch, loggedIn: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Users' })).toBeInTheDocument();
    expect(location().pathname).toBe('/xpbx/settings/users');
    expect(screen.queryByText('Please verify your email address')).not.toBeInTheDocument();
  });

  it("send a user within the account from an owner's PBX page (its menu entry's endpoint) to their start", async () => {
    const api = fakeApi({ 'GET /admin/me': profile({ userType: 'user' }), 'GET /admin/xpbx/user': [] });
    const { location } = await renderApp({
      path: '/xpbx/settings/carriers',
      fetch: api.fetch,
      loggedIn: true,
    });
    await waitFor(() => expect(location().pathname).toBe('/xpbx/settings/users'));
    expect(api.calls.filter((call) => call.path.includes('/carrier'))).toEqual([]);
  });

  it('open / as the login for visitors, the widgets for verified and the profile for unverified users', async () => {
    const visitor = await renderApp({ path: '/', fetch: fakeApi({}).fetch });
    await waitFor(() => expect(visitor.location().pathname).toBe('/login'));
    visitor.unmount();

    const member = await renderApp({
      path: '/',
      fetch: fakeApi({ 'GET /admin/me': profile(), 'GET /admin/widgets': [] }).fetch,
      loggedIn: true,
    });
    await waitFor(() => expect(member.location().pathname).toBe('/widget'));
    member.unmount();

    const unverified = await renderApp({
      path: '/',
      fetch: fakeApi({ 'GET /admin/me': profile({ verified: false }) }).fetch,
      loggedIn: true,
    });
    await waitFor(() => expect(unverified.location().pathname).toBe('/profile'));
  });

  it('send a logged-in user away from the login page to the remembered page', async () => {
    const api = fakeApi({ 'GET /admin/me': profile() });
    const { location } = await renderApp({
      path: '/login?redirect=%2Fxpbx%2Fsettings%2Fextensions',
      fetch: api.fetch,
      loggedIn: true,
    });
    await waitFor(() => expect(location().pathname).toBe('/xpbx/settings/extensions'));
  });

  it('ignore a redirect to another site', async () => {
    const api = fakeApi({ 'GET /admin/me': profile(), 'GET /admin/widgets': [] });
    const { location } = await renderApp({
      path: '/login?redirect=%2F%2Fevil.example',
      fetch: api.fetch,
      loggedIn: true,
    });
    await waitFor(() => expect(location().pathname).toBe('/widget'));
  });

  it('show the 404 page with a way home for an unknown path', async () => {
    const { user, location } = await renderApp({ path: '/no/such/page', fetch: fakeApi({}).fetch });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Go to the home page' }));
    await waitFor(() => expect(location().pathname).toBe('/login'));
  });

  it('mount even when the profile cannot be loaded (spec §2)', async () => {
    const api = fakeApi({ 'GET /admin/me': () => Promise.reject(new TypeError('offline')) });
    await renderApp({ path: '/profile', fetch: api.fetch, loggedIn: true });
    expect(
      await screen.findByText('Your profile could not be loaded. Please reload the page.'),
    ).toBeInTheDocument();
  });

  it('log out on a refused session and return to the login page', async () => {
    const refused = fakeApi({ 'GET /admin/me': json({ message: 'Unauthenticated.' }, 401) });
    const { location, app } = await renderApp({ path: '/profile', fetch: refused.fetch, loggedIn: true });
    await waitFor(() => expect(location().pathname).toBe('/login'));
    expect(app.api.isLoggedIn()).toBe(false);
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
  });
});
