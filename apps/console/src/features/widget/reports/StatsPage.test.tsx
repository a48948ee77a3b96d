import type { ReportType } from '@switchboard/contract';
import { toast } from '@switchboard/ui';
import { screen, waitFor, within } from '@testing-library/react';
import { dateValue, typeDate } from '#test/dateField';
import { fakeApi, json } from '#test/fakeApi';
import { renderApp } from '#test/renderApp';
import { fakeWidgetApi, widget } from '#test/widgetFixtures';
import { fakeReportApi, reportRow } from './reportFixtures';

afterEach(() => {
  toast.clear();
  vi.restoreAllMocks();
});

const rows = [
  reportRow(1, 'messages', {
    created_at: '2026-11-12T08:00:00.000Z',
    name: 'Ivan Petrov',
    email: 'ivan@example.com',
    message: 'Do you ship to Plovdiv before the end of the month?',
  }),
  reportRow(2, 'messages', {
    created_at: '2026-11-03T15:00:00.000Z',
    widget_id: 2,
    widget_name: 'Shop',
    office_id: 'lisbon',
    office_title: 'Lisbon office',
    department_id: 'orders',
    department_name: 'Orders',
    country: 'PT',
    name: 'Ana Costa',
    email: 'ana@example.com',
    message: 'Hello',
  }),
  reportRow(3, 'calls', { created_at: '2026-11-05T10:00:00.000Z' }),
  reportRow(7, 'emails', {
    name: 'Eva Braun',
    email: 'eva@example.com',
    subject: 'Invoice',
    message: 'Please see the attached invoice.',
    attachment: { name: 'invoice.pdf', size: 2048, type: 'application/pdf' },
  }),
];

async function openStats(
  path: string,
  extra: Record<string, unknown> = {},
  options: { limit?: number; failing?: Set<ReportType>; loaded?: boolean } = {},
) {
  const api = fakeApi({
    ...fakeWidgetApi([widget(1, 'Main'), widget(2, 'Shop')]).routes,
    ...fakeReportApi(rows, options),
    ...extra,
  });
  const view = await renderApp({ path, fetch: api.fetch, loggedIn: true, loaded: options.loaded ?? true });
  return { ...view, api };
}

const reportCalls = (calls: { method: string; path: string; body: unknown }[], type: ReportType) =>
  calls.filter((call) => call.method === 'POST' && call.path === `/admin/reports/${type}`);

const requestsTable = (name: string) => screen.findByRole('table', { name });

describe('a statistics page', { timeout: 30_000 }, () => {
  it('sends the filters of the address and shows the total, the days and the rows', async () => {
    const { api } = await openStats(
      '/widget/reports/stats/messages?start=2026-11-01&end=2026-11-30&widget=1',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Messages' })).toBeInTheDocument();
    const table = within(await requestsTable('Messages'));
    expect(await table.findByText('Ivan Petrov')).toBeInTheDocument();
    expect(table.getByText('ivan@example.com')).toBeInTheDocument();
    expect(table.getByText('Sofia office')).toBeInTheDocument();
    expect(table.getByText('Bulgaria')).toBeInTheDocument();
    // The other widget's message is filtered out by the API.
    expect(table.queryByText('Ana Costa')).not.toBeInTheDocument();
    expect(screen.getByText('Total: 1')).toBeInTheDocument();
    const days = within(screen.getByRole('table', { name: 'Requests per day' }));
    expect(days.getByRole('row', { name: /Nov 12, 2026 1/ })).toBeInTheDocument();
    expect(reportCalls(api.calls, 'messages')[0]?.body).toEqual({
      startTime: '2026-11-01',
      endTime: '2026-11-30',
      widget_id: 1,
    });
    // The filter bar shows the address's filters.
    // The date fields load after the page's first paint.
    await screen.findByRole('group', { name: 'From' });
    expect(dateValue('From')).toBe('2026-11-01');
    expect(screen.getByRole('combobox', { name: 'Widget' })).toHaveValue('Main');
  });

  it('writes a changed filter to the address and asks again', async () => {
    const { api, user, location } = await openStats('/widget/reports/stats/messages');
    const table = within(await requestsTable('Messages'));
    expect(await table.findByText('Ana Costa')).toBeInTheDocument();
    expect(reportCalls(api.calls, 'messages')[0]?.body).toEqual({});

    await user.click(screen.getByRole('combobox', { name: 'Widget' }));
    await user.click(await screen.findByRole('option', { name: 'Shop' }));
    await waitFor(() => expect(location().search).toEqual({ widget: 2 }));
    await waitFor(() => expect(table.queryByText('Ivan Petrov')).not.toBeInTheDocument());
    expect(table.getByText('Ana Costa')).toBeInTheDocument();
    expect(reportCalls(api.calls, 'messages').at(-1)?.body).toEqual({ widget_id: 2 });

    await typeDate(user, 'From', '2026-11-05');
    await waitFor(() => expect(location().search).toEqual({ widget: 2, start: '2026-11-05' }));
    expect(await screen.findByText('Total: 0')).toBeInTheDocument();
    expect(reportCalls(api.calls, 'messages').at(-1)?.body).toEqual({
      startTime: '2026-11-05',
      widget_id: 2,
    });

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(location().search).toEqual({}));
    await waitFor(() => expect(dateValue('From')).toBe(''));
  });

  it('narrows the offices to the chosen widget and the departments to the chosen office', async () => {
    const { user, location } = await openStats('/widget/reports/stats/messages');
    await requestsTable('Messages');
    const filters = within(screen.getByRole('region', { name: 'Report filters' }));
    const choose = async (name: string, option: string) => {
      await user.click(filters.getByRole('combobox', { name }));
      await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: option }));
    };
    const optionNames = async (name: string) => {
      await user.click(filters.getByRole('combobox', { name }));
      const names = within(await screen.findByRole('listbox'))
        .getAllByRole('option')
        .map((option) => option.textContent);
      await user.keyboard('{Escape}');
      return names;
    };
    expect(await optionNames('Office')).toEqual([
      'All offices',
      'Sofia office',
      'Berlin office',
      'Lisbon office',
    ]);

    await choose('Widget', 'Main');
    expect(await optionNames('Office')).toEqual(['All offices', 'Sofia office', 'Berlin office']);
    await choose('Office', 'Sofia office');
    expect(await optionNames('Department')).toEqual(['All departments', 'Sales', 'Support']);
    await choose('Department', 'Support');
    await waitFor(() =>
      expect(location().search).toEqual({ widget: 1, office: 'sofia', department: 'support' }),
    );

    // Another widget drops the office and department that are not its own.
    await choose('Widget', 'Shop');
    await waitFor(() => expect(location().search).toEqual({ widget: 2 }));
    expect(await optionNames('Office')).toEqual(['All offices', 'Lisbon office']);
  });

  it('covers the page with the global loader while the statistics load', async () => {
    let answer: (response: Response) => void = () => {};
    const pending = new Promise<Response>((resolve) => {
      answer = resolve;
    });
    // The route waits for the statistics: the page is looked at while they load.
    await openStats(
      '/widget/reports/stats/calls',
      { 'POST /admin/reports/calls': () => pending },
      { loaded: false },
    );
    // The session and the guards come first; then the statistics are asked for.
    expect(await screen.findByRole('status', { name: 'Working' }, { timeout: 5000 })).toBeInTheDocument();
    answer(json({ type: 'calls', total: 0, rows: [], limit: 500, daily: [] }));
    expect(await screen.findByText('Total: 0')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Working' })).not.toBeInTheDocument();
  });

  it('does not cover the page while a report that is only pointed at preloads', async () => {
    const never = new Promise<Response>(() => {});
    const { api, app } = await openStats('/widget/reports/stats/messages', {
      'POST /admin/reports/calls': () => never,
    });
    await requestsTable('Messages');
    // What a link does when the pointer rests on it (the router's preload on intent).
    void app.router.preloadRoute({ to: '/widget/reports/stats/calls' });
    await waitFor(() => expect(reportCalls(api.calls, 'calls')).toHaveLength(1));
    expect(screen.queryByRole('status', { name: 'Working' })).not.toBeInTheDocument();
  });

  it('shows the empty table when nothing matches', async () => {
    await openStats('/widget/reports/stats/video-calls');
    const table = within(await requestsTable('Video calls'));
    expect(await table.findByText('No data available in table')).toBeInTheDocument();
    expect(screen.getByText('Total: 0')).toBeInTheDocument();
  });

  it('says when the statistics could not be loaded and loads them again on request', async () => {
    const failing = new Set<ReportType>(['calls']);
    const { user } = await openStats('/widget/reports/stats/calls', {}, { failing });
    // Server errors are retried twice before the page gives up.
    expect(
      await screen.findByText('Unable to load the statistics', {}, { timeout: 6000 }),
    ).toBeInTheDocument();
    failing.clear();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Total: 1')).toBeInTheDocument();
    expect(screen.queryByText('Unable to load the statistics')).not.toBeInTheDocument();
  });

  it('says when only the newest rows are shown', async () => {
    await openStats('/widget/reports/stats/messages', {}, { limit: 1 });
    expect(await screen.findByText('Showing the newest 1 of 2')).toBeInTheDocument();
  });

  it('does not ask for a range that ends before it starts', async () => {
    const { api } = await openStats('/widget/reports/stats/calls?start=2026-11-30&end=2026-11-01');
    await screen.findByRole('group', { name: 'To' });
    expect(screen.getByText('The end date must not be before the start date.')).toBeVisible();
    expect(reportCalls(api.calls, 'calls')).toEqual([]);
  });

  it("downloads an email's attachment through a short-lived link", async () => {
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(`${this.getAttribute('href')} ${this.download}`);
    });
    const { api, user } = await openStats('/widget/reports/stats/emails', {
      'GET /admin/reports/attachment/7': {
        url: '/files/attachment/token-7',
        name: 'invoice.pdf',
        size: 2048,
        type: 'application/pdf',
        expires_in: 300,
      },
    });
    const table = within(await requestsTable('Emails'));
    expect(await table.findByText('Invoice')).toBeInTheDocument();
    await user.click(table.getByRole('button', { name: 'Download invoice.pdf' }));
    await waitFor(() => expect(clicked).toEqual(['/files/attachment/token-7 invoice.pdf']));
    expect(api.calls.some((call) => call.path === '/admin/reports/attachment/7')).toBe(true);
  });

  it('says when an attachment could not be downloaded', async () => {
    const { user } = await openStats('/widget/reports/stats/emails', {
      'GET /admin/reports/attachment/7': json({ message: 'Not found.' }, 404),
    });
    const table = within(await requestsTable('Emails'));
    await user.click(await table.findByRole('button', { name: 'Download invoice.pdf' }));
    expect(await screen.findByText('error downloading the file')).toBeInTheDocument();
  });
});

describe('the statistics overview', { timeout: 30_000 }, () => {
  it('shows the total of every kind for the filters, each linking to its page with them', async () => {
    const { api } = await openStats('/widget/reports/stats?widget=1');
    const cards = within(await screen.findByRole('navigation', { name: 'Requests per kind' }));
    const link = await cards.findByRole('link', { name: 'Messages' });
    expect(link).toHaveAttribute('href', '/widget/reports/stats/messages?widget=1');
    await waitFor(() => expect(link.closest('article')).toHaveTextContent('1 request'));
    expect(cards.getByRole('link', { name: 'Video calls' }).closest('article')).toHaveTextContent(
      '0 requests',
    );
    expect(reportCalls(api.calls, 'emails')[0]?.body).toEqual({ widget_id: 1 });
  });

  it('leads from the reports page to the map and to each kind', async () => {
    await openStats('/widget/reports');
    expect(await screen.findByRole('heading', { level: 1, name: 'Reports' })).toBeInTheDocument();
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: 'Locations on map' })).toHaveAttribute(
      'href',
      '/widget/reports/location',
    );
    const cards = within(screen.getByRole('navigation', { name: 'Requests per kind' }));
    expect(cards.getByRole('link', { name: 'Audio calls' })).toHaveAttribute(
      'href',
      '/widget/reports/stats/calls',
    );
    await waitFor(() =>
      expect(cards.getByRole('link', { name: 'Emails' }).closest('article')).toHaveTextContent('1 request'),
    );
  });
});
