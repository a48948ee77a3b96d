import type { MapMarker, ReportFilters } from '@switchboard/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { clearDate, dateValue, typeDate } from '#test/dateField';
import { fakeApi, json } from '#test/fakeApi';
import { renderApp } from '#test/renderApp';
import { fakeWidgetApi, widget } from '#test/widgetFixtures';
import type { WorldMapProps } from './WorldMap';

// jsdom has no WebGL: the map is replaced at its module boundary by a list of its tooltips and a
// button that moves it, which is all the page hands to it and gets back.
vi.mock('./WorldMap', () => ({
  default: ({ markers, describe, onAreaChange }: WorldMapProps) => (
    <div>
      <ul aria-label="Map tooltips">
        {markers.map((marker) => (
          <li key={`${marker.lat},${marker.lng}`}>{describe(marker)}</li>
        ))}
      </ul>
      <button
        type="button"
        onClick={() =>
          onAreaChange({
            zoom: 4,
            positions: [
              { lat: 40, lng: -10 },
              { lat: 60, lng: 20 },
            ],
          })
        }
      >
        Zoom to Europe
      </button>
    </div>
  ),
}));

const filterOptions: ReportFilters = {
  widgets: [
    { id: 1, name: 'Main' },
    { id: 2, name: 'Shop' },
  ],
  offices: [
    { id: 'berlin', name: 'Berlin office', widget_id: 1 },
    { id: 'madrid', name: 'Madrid office', widget_id: 2 },
  ],
  departments: [
    { id: 'sales', name: 'Sales', widget_id: 1, office_id: 'berlin' },
    { id: 'support', name: 'Support', widget_id: 2, office_id: 'madrid' },
  ],
  services: [],
};

const markers: MapMarker[] = [
  { lat: 51, lng: 10, count: 3, countries: ['DE'], services: { calls: 2, emails: 1 } },
  { lat: 40, lng: -4, count: 5, countries: ['ES', 'PT'], services: { messages: 5 } },
];

const DAY = 24 * 60 * 60 * 1000;
const isoDate = (time: number) => new Date(time).toISOString().slice(0, 10);

function setup(answer: (body: unknown) => Response = () => json(markers), filters: unknown = filterOptions) {
  const api = fakeApi({
    ...fakeWidgetApi([widget(1, 'Main')]).routes,
    'GET /admin/reports/filter': filters,
    'POST /admin/reports/map': ({ body }: { body: unknown }) => answer(body),
  });
  const mapCalls = () => api.calls.filter((call) => call.path === '/admin/reports/map');
  return { api, mapCalls };
}

const open = (api: ReturnType<typeof fakeApi>, search = '') =>
  renderApp({ path: `/widget/reports/location${search}`, fetch: api.fetch, loggedIn: true });

const table = () => screen.getByRole('table', { name: 'Requests by location' });

async function choose(user: Awaited<ReturnType<typeof open>>['user'], label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

// Whole-app renders on a shared machine are slow; a failed load is retried twice (app/context.ts).
describe('LocationPage', { timeout: 30_000 }, () => {
  it('opens on the last 30 days of the whole world, in the address, and lists the markers with country names', async () => {
    const { api, mapCalls } = setup();
    const { location } = await open(api);

    expect(
      await within(await screen.findByRole('table', { name: 'Requests by location' })).findByText('Germany'),
    ).toBeVisible();
    const start = isoDate(Date.now() - 30 * DAY);
    const end = isoDate(Date.now());
    expect(mapCalls()[0]?.body).toEqual({ startTime: start, endTime: end, zoomFactor: 1, positions: null });
    expect(location().search).toEqual({ start, end });
    // The date fields load after the page's first paint.
    await screen.findByRole('group', { name: 'From' });
    expect(dateValue('From')).toBe(start);
    expect(dateValue('To')).toBe(end);
    const spain = within(table()).getByRole('row', { name: /Spain, Portugal/ });
    expect(
      within(spain)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Spain, Portugal', '5', '0', '0', '0', '0', '5']);
    // The map's code loads after the filters and the table.
    expect(
      within(await screen.findByRole('list', { name: 'Map tooltips' })).getByText(
        /Germany\s+3 requests\s+Audio calls: 2\s+Emails: 1/,
      ),
    ).toBeVisible();
  });

  it('sends the chosen service, widget, office and department, each list narrowed by the one before', async () => {
    const { api, mapCalls } = setup();
    const { user, location } = await open(api);
    await within(await screen.findByRole('table', { name: 'Requests by location' })).findByText('Germany');

    await choose(user, 'Service', 'Video calls');
    await choose(user, 'Widget', 'Shop');
    await user.click(screen.getByRole('combobox', { name: 'Office' }));
    expect(screen.queryByRole('option', { name: 'Berlin office' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: 'Madrid office' }));
    await choose(user, 'Department', 'Support');

    await waitFor(() =>
      expect(mapCalls().at(-1)?.body).toMatchObject({
        service: 'video-calls',
        widget_id: 2,
        office_id: 'madrid',
        department_id: 'support',
      }),
    );
    expect(location().search).toMatchObject({
      service: 'video-calls',
      widget: 2,
      office: 'madrid',
      department: 'support',
    });

    // Another widget drops the office and department that are not its own.
    await choose(user, 'Widget', 'Main');
    await waitFor(() => expect(mapCalls().at(-1)?.body).toMatchObject({ widget_id: 1 }));
    expect(mapCalls().at(-1)?.body).not.toHaveProperty('office_id');
    expect(mapCalls().at(-1)?.body).not.toHaveProperty('department_id');
  });

  it('takes the filters from the address, keeps a time without defaults and drops an unknown service', async () => {
    const { api, mapCalls } = setup();
    await open(api, '?end=2026-11-20&widget=2&service=fax');
    await within(await screen.findByRole('table', { name: 'Requests by location' })).findByText('Germany');

    expect(mapCalls()).toHaveLength(1);
    expect(mapCalls()[0]?.body).toEqual({
      endTime: '2026-11-20',
      widget_id: 2,
      zoomFactor: 1,
      positions: null,
    });
    expect(dateValue('From')).toBe('');
    expect(screen.getByRole('combobox', { name: 'Widget' })).toHaveValue('Shop');
    const service = screen.getByRole('combobox', { name: 'Service' });
    expect(service).toHaveValue('');
    expect(service).toHaveAttribute('placeholder', 'All services');
  });

  it('asks again for the area in sight after the map is zoomed', async () => {
    const { api, mapCalls } = setup();
    const { user } = await open(api);
    await within(await screen.findByRole('table', { name: 'Requests by location' })).findByText('Germany');

    await user.click(screen.getByRole('button', { name: 'Zoom to Europe' }));
    await waitFor(() =>
      expect(mapCalls().at(-1)?.body).toMatchObject({
        zoomFactor: 4,
        positions: [
          { lat: 40, lng: -10 },
          { lat: 60, lng: 20 },
        ],
      }),
    );
  });

  it('checks the dates and asks nothing while no time or filter is set', async () => {
    const { api, mapCalls } = setup();
    const { user } = await open(api);
    await within(await screen.findByRole('table', { name: 'Requests by location' })).findByText('Germany');

    // An end alone is a time range.
    await clearDate(user, 'From');
    await waitFor(() => expect(mapCalls()).toHaveLength(2));
    expect(mapCalls()[1]?.body).not.toHaveProperty('startTime');

    // A year being typed ('2' of '2099') is no date to ask for, nor is a range that ends before it starts.
    const sent = mapCalls().length;
    await typeDate(user, 'From', '2099-01-01');
    expect(await screen.findByText('The end date must not be before the start date.')).toBeVisible();
    expect(mapCalls()).toHaveLength(sent);

    // With neither time nor filter, nothing is asked (spec §7), and the address does not refill the dates.
    await clearDate(user, 'From');
    await clearDate(user, 'To');
    expect(await screen.findByText('Choose a time range or a filter to see requests.')).toBeVisible();
    expect(within(table()).queryByText('Germany')).not.toBeInTheDocument();
    const none = mapCalls().length;
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(mapCalls()).toHaveLength(none);
    expect(mapCalls().every((call) => (call.body as { endTime?: string }).endTime !== undefined)).toBe(true);
    expect(dateValue('From')).toBe('');
  });

  it('says when the period has no requests and still shows the map', async () => {
    const { api } = setup(() => json([]));
    await open(api);

    expect(await screen.findAllByText('No requests in this period')).not.toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Zoom to Europe' })).toBeVisible();
  });

  it('offers a retry when the markers fail to load', async () => {
    let fail = true;
    const { api } = setup(() => (fail ? json({ message: 'Server error' }, 500) : json(markers)));
    const { user } = await open(api);

    expect(
      await screen.findByRole('heading', { name: 'Something went wrong' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await within(await screen.findByRole('table', { name: 'Requests by location' })).findByText('Germany'),
    ).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Something went wrong' })).not.toBeInTheDocument();
  });

  it('offers a retry when the filter lists fail to load, then shows the markers', async () => {
    let down = true;
    const { api } = setup(undefined, () =>
      down ? json({ message: 'Server error' }, 500) : json(filterOptions),
    );
    const { user } = await open(api);

    expect(
      await screen.findByRole('heading', { name: 'Something went wrong' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    down = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await within(await screen.findByRole('table', { name: 'Requests by location' })).findByText('Germany'),
    ).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Widget' })).toBeInTheDocument();
  });
});
