import { screen } from '@testing-library/react';
import { fakeApi, profile } from '../../test/fakeApi';
import { renderApp } from '../../test/renderApp';

describe('the widget gate', () => {
  it('tells an unverified account why, without asking for the widgets (a 403 would log it out)', async () => {
    const api = fakeApi({ 'GET /admin/me': profile({ verified: false }) });
    await renderApp({ path: '/widget/settings/contacts/office/sofia', fetch: api.fetch, loggedIn: true });
    expect(
      await screen.findByRole('heading', { name: 'Please verify your account to complete this request' }),
    ).toBeInTheDocument();
    expect(api.calls.filter((call) => call.path === '/admin/widgets')).toEqual([]);
  });
});
