import { screen } from '@testing-library/react';
import { fakeApi, json, profile } from '#test/fakeApi';
import { renderApp } from '#test/renderApp';
import { widget } from '#test/widgetFixtures';

describe("the widget pages' error component", { timeout: 15_000 }, () => {
  it('tells an unverified account why, without asking for the widgets (a 403 would log it out)', async () => {
    const api = fakeApi({ 'GET /admin/me': profile({ verified: false }) });
    await renderApp({ path: '/widget/settings/contacts/office/sofia', fetch: api.fetch, loggedIn: true });
    expect(
      await screen.findByRole('heading', { name: 'Please verify your account to complete this request' }),
    ).toBeInTheDocument();
    expect(api.calls.filter((call) => call.path === '/admin/widgets')).toEqual([]);
  });

  it("says 'Unable to get widgets data' on a widget's page and loads it again on request", async () => {
    let down = true;
    const api = fakeApi({
      'GET /admin/me': profile(),
      'GET /admin/widgets': () => (down ? json({ message: 'Server error' }, 500) : json([widget(1, 'Main')])),
    });
    const { user } = await renderApp({ path: '/widget/sidebar', fetch: api.fetch, loggedIn: true });
    expect(
      await screen.findByRole('heading', { name: 'Unable to get widgets data' }, { timeout: 8000 }),
    ).toBeInTheDocument();
    down = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('radiogroup', { name: 'Colour scheme' })).toBeInTheDocument();
  });
});
