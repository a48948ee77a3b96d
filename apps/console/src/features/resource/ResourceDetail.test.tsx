/**
 * ResourceDetail on a minimal page of its own (no entity has a detail page yet): a route whose
 * loader ensures the record, breadcrumbs ending at its name, and tabs that switch panels.
 */
import { resourceQueries } from '@switchboard/api-client';
import { type PbxUser, pbxUserResource } from '@switchboard/contract';
import {
  createMemoryHistory,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  Outlet,
} from '@tanstack/react-router';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from '#app/App';
import { type AppContext, createAppContext } from '#app/context';
import type { ConsoleApp } from '#app/createApp';
import { fakeApi } from '#test/fakeApi';
import { pbxUser } from '#test/pbxFixtures';
import { ResourceDetail } from './ResourceDetail';

function detailPage() {
  const api = fakeApi({
    'GET /admin/xpbx/user/7': [
      pbxUser(7, 'reception', { description: 'Front desk', timezone: 'Europe/Sofia' }),
    ],
  });
  const context = createAppContext({ fetch: api.fetch });
  const root = createRootRouteWithContext<AppContext>()({ component: Outlet });
  const detail = createRoute({
    getParentRoute: () => root,
    path: '/users/$id',
    loader: ({ context: { queryClient, api }, params }) =>
      queryClient.ensureQueryData(resourceQueries(api, pbxUserResource).get(Number(params.id))),
    component: function UserDetail() {
      const { id } = detail.useParams();
      return (
        <ResourceDetail
          resource={pbxUserResource}
          id={Number(id)}
          breadcrumbs={[{ label: 'Users', href: '/users' }]}
          tabsLabel="User"
          tabs={[
            { id: 'general', label: 'General', content: (user: PbxUser) => <p>{user.description}</p> },
            { id: 'time', label: 'Time zone', content: (user: PbxUser) => <p>{user.timezone}</p> },
          ]}
        />
      );
    },
  });
  const router = createRouter({
    routeTree: root.addChildren([detail]),
    context,
    history: createMemoryHistory({ initialEntries: ['/users/7'] }),
  });
  render(<App app={{ ...context, router } as unknown as ConsoleApp} />);
  return api;
}

describe('ResourceDetail', () => {
  it('shows the loaded record with its breadcrumbs and tabs', async () => {
    const api = detailPage();
    expect(await screen.findByRole('heading', { name: 'reception' })).toBeInTheDocument();
    const crumbs = within(screen.getByRole('navigation'));
    expect(crumbs.getByRole('link', { name: 'Users' })).toHaveAttribute('href', '/users');
    expect(crumbs.getByText('reception')).toBeInTheDocument();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Front desk');

    await userEvent.setup().click(screen.getByRole('tab', { name: 'Time zone' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Europe/Sofia');
    // Spec §7: the detail GET answers an array; the page shows its first item.
    expect(api.calls.filter((call) => call.path === '/admin/xpbx/user/7')).toHaveLength(1);
  });
});
