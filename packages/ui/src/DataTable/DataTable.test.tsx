import { screen, waitFor, within } from '@testing-library/react';
import Papa from 'papaparse';
import { readSheet } from 'read-excel-file/universal';
import { vi } from 'vitest';
import { renderWithKit } from '../test/render';
import { DataTable, type DataTableProps } from './DataTable';
import { type SampleUser, sampleUserColumns, sampleUsers } from './DataTable.fixtures';

const users = sampleUsers(25);

function renderTable(props: Partial<DataTableProps<SampleUser>> = {}) {
  return renderWithKit(
    <DataTable
      label="Users"
      noun="users"
      data={users}
      columns={sampleUserColumns}
      getRowId={(u) => u.id}
      {...props}
    />,
  );
}

const table = () => screen.getByRole('table', { name: 'Users' });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);
const usernames = () => bodyRows().map((row) => within(row).getAllByRole('cell')[0]?.textContent);
const report = (text: string) => screen.getByText(text);
const byText = (a: string, b: string) =>
  a.toLowerCase() < b.toLowerCase() ? -1 : a.toLowerCase() > b.toLowerCase() ? 1 : 0;

// Generous timeout: the suite renders up to 10,000 rows in jsdom, slow on a busy machine.
describe('DataTable', { timeout: 20_000 }, () => {
  it('shows 10 rows per page with the report, and pages forward and to the end', async () => {
    const { user } = renderTable();
    expect(bodyRows()).toHaveLength(10);
    expect(report('Showing 1 to 10 of 25 users')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(report('Showing 11 to 20 of 25 users')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(usernames()[0]).toBe(users[10]?.username);

    await user.click(screen.getByRole('button', { name: 'Last page' }));
    expect(report('Showing 21 to 25 of 25 users')).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(5);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('leaves paging to the caller: shows the page given, reports within the total, asks for another page', async () => {
    const onPageChange = vi.fn();
    const { user } = renderTable({
      data: users.slice(10, 20),
      paging: { pageIndex: 1, pageSize: 10, total: 95, onPageChange },
    });
    expect(bodyRows()).toHaveLength(10);
    expect(usernames()[0]).toBe(users[10]?.username);
    expect(report('Showing 11 to 20 of 95 users')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Rows per page' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Page 10' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPageChange).toHaveBeenLastCalledWith(2);
    await user.click(screen.getByRole('button', { name: 'Last page' }));
    expect(onPageChange).toHaveBeenLastCalledWith(9);
  });

  it('changes the page size to 5 and 25 and goes back to the first page', async () => {
    const { user } = renderTable();
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    const size = screen.getByRole('combobox', { name: 'Rows per page' });
    await user.selectOptions(size, '5');
    expect(report('Showing 1 to 5 of 25 users')).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(5);
    expect(screen.getByRole('button', { name: 'Page 5' })).toBeInTheDocument();
    await user.selectOptions(size, '25');
    expect(report('Showing 1 to 25 of 25 users')).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(25);
  });

  it('sorts by a column on click, reverses on a second click', async () => {
    const { user } = renderTable();
    const header = screen.getByRole('columnheader', { name: 'Username' });
    expect(header).toHaveAttribute('aria-sort', 'none');
    const sorted = users.map((u) => u.username).sort(byText);

    await user.click(within(header).getByRole('button', { name: 'Username' }));
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    expect(usernames()).toEqual(sorted.slice(0, 10));

    await user.click(within(header).getByRole('button', { name: 'Username' }));
    expect(header).toHaveAttribute('aria-sort', 'descending');
    expect(usernames()).toEqual([...sorted].reverse().slice(0, 10));
  });

  it('adds a secondary sort column on shift-click', async () => {
    const { user } = renderTable({ defaultPageSize: 25 });
    await user.click(screen.getByRole('button', { name: 'Timezone' }));
    await user.keyboard('{Shift>}');
    await user.click(screen.getByRole('button', { name: 'Username' }));
    await user.keyboard('{/Shift}');
    expect(screen.getByRole('columnheader', { name: 'Timezone' })).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('columnheader', { name: 'Username' })).toHaveAttribute('aria-sort', 'ascending');
    const expected = [...users]
      .sort((a, b) => byText(a.timezone, b.timezone) || byText(a.username, b.username))
      .map((u) => u.username);
    expect(usernames()).toEqual(expected);
  });

  it('searches username and description case-insensitively and updates the report', async () => {
    const { user } = renderTable();
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'SALES');
    await waitFor(() => expect(report('Showing 1 to 5 of 5 users')).toBeInTheDocument());
    expect(usernames()).toEqual(
      users.filter((u) => u.description.startsWith('Sales')).map((u) => u.username),
    );

    await user.clear(screen.getByRole('searchbox', { name: 'Search' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'boris1');
    await waitFor(() => expect(usernames()).toEqual(['boris1']));
  });

  it('shows the empty-table text when there are no rows or no matches', async () => {
    const { user, unmount } = renderTable({ data: [] });
    expect(screen.getByRole('cell', { name: 'No data available in table' })).toBeInTheDocument();
    expect(report('Showing 0 to 0 of 0 users')).toBeInTheDocument();
    unmount();

    renderTable();
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'nobody here');
    expect(await screen.findByRole('cell', { name: 'No data available in table' })).toBeInTheDocument();
  });

  it('selects rows, reports them and runs a bulk action on them', async () => {
    const onSelectionChange = vi.fn();
    const onDelete = vi.fn();
    const { user } = renderTable({
      selectable: true,
      rowLabel: (u) => u.username,
      onSelectionChange,
      bulkActions: (rows) => (
        <button type="button" onClick={() => onDelete(rows)}>
          Delete selected
        </button>
      ),
    });
    expect(screen.queryByRole('button', { name: 'Delete selected' })).toBeNull();

    await user.click(screen.getByRole('checkbox', { name: 'Select anna' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select carla' }));
    expect(onSelectionChange).toHaveBeenLastCalledWith([users[0], users[2]]);
    expect(screen.getByText('2 rows selected')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete selected' }));
    expect(onDelete).toHaveBeenCalledWith([users[0], users[2]]);

    await user.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }));
    expect(onSelectionChange).toHaveBeenLastCalledWith(users.slice(0, 10));
    await user.click(screen.getByRole('button', { name: 'Clear selection' }));
    expect(onSelectionChange).toHaveBeenLastCalledWith([]);
    expect(screen.queryByRole('button', { name: 'Delete selected' })).toBeNull();
  });

  it('exports the filtered, sorted rows of all pages to xlsx and csv', async () => {
    const saveFile = vi.fn();
    const { user } = renderTable({ saveFile, exportFileName: 'users', defaultPageSize: 5 });
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'e');
    const matching = users.filter((u) => /e/i.test(u.username) || /e/i.test(u.description));
    await waitFor(() => expect(report(`Showing 1 to 5 of ${matching.length} users`)).toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Username' }));
    await user.click(screen.getByRole('button', { name: 'Username' }));
    const expected = [...matching].sort((a, b) => byText(b.username, a.username));
    const header = ['Username', 'Description', 'Extension', 'Timezone', 'Created at', 'Updated at'];

    await user.click(screen.getByRole('button', { name: 'Export xlsx' }));
    await waitFor(() => expect(saveFile).toHaveBeenCalledTimes(1));
    const [xlsx, xlsxName, xlsxFormat] = saveFile.mock.calls[0] as [Blob, string, string];
    expect([xlsxName, xlsxFormat]).toEqual(['users.xlsx', 'xlsx']);
    const sheet = await readSheet(await xlsx.arrayBuffer());
    expect(sheet[0]).toEqual(header);
    // Excel keeps dates as fractional day numbers: compare them to the second.
    const seconds = (value: unknown) => (value instanceof Date ? Math.round(value.getTime() / 1000) : value);
    expect(sheet.slice(1).map((row) => row.map(seconds))).toEqual(
      expected.map((u) =>
        [u.username, u.description, u.extension, u.timezone, u.createdAt, u.updatedAt].map(seconds),
      ),
    );

    await user.click(screen.getByRole('button', { name: 'Export csv' }));
    await waitFor(() => expect(saveFile).toHaveBeenCalledTimes(2));
    const [csv, csvName] = saveFile.mock.calls[1] as [Blob, string];
    expect(csvName).toBe('users.csv');
    const parsed = Papa.parse<string[]>(await csv.text(), { skipEmptyLines: true }).data;
    expect(parsed[0]).toEqual(header);
    expect(parsed.slice(1)).toEqual(
      expected.map((u) => [
        u.username,
        u.description,
        u.extension,
        u.timezone,
        u.createdAt.toISOString(),
        u.updatedAt.toISOString(),
      ]),
    );
  });

  it('renders row actions per row and uses a column exportValue instead of the rendered cell', async () => {
    const saveFile = vi.fn();
    const columns = [
      ...sampleUserColumns.slice(0, 1),
      {
        id: 'active',
        header: 'Active',
        accessor: 'active' as const,
        cell: (u: SampleUser) => <strong>{u.active ? 'Yes' : 'No'}</strong>,
        exportValue: (u: SampleUser) => (u.active ? 'yes' : 'no'),
      },
    ];
    const onEdit = vi.fn();
    const { user } = renderTable({
      columns,
      saveFile,
      exportFormats: ['csv'],
      rowActions: (u) => <button type="button" onClick={() => onEdit(u)}>{`Edit ${u.username}`}</button>,
    });
    expect(screen.getByRole('columnheader', { name: 'Actions' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit boris' }));
    expect(onEdit).toHaveBeenCalledWith(users[1]);
    expect(screen.queryByRole('button', { name: 'Export xlsx' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Export csv' }));
    await waitFor(() => expect(saveFile).toHaveBeenCalled());
    const [file] = saveFile.mock.calls[0] as [Blob];
    const parsed = Papa.parse<string[]>(await file.text(), {
      skipEmptyLines: true,
    });
    expect(parsed.data.slice(0, 5)).toEqual([
      ['Username', 'Active'],
      ['anna', 'yes'],
      ['boris', 'yes'],
      ['carla', 'yes'],
      ['dmitri', 'no'],
    ]);
  });

  it('shows a spinner row and marks the table busy while loading', () => {
    renderTable({ loading: true });
    expect(table()).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.queryByRole('cell', { name: 'anna' })).toBeNull();
  });

  it('renders only one page of rows out of 10,000', async () => {
    const many = sampleUsers(10_000);
    const { user } = renderTable({ data: many });
    expect(bodyRows()).toHaveLength(10);
    expect(report('Showing 1 to 10 of 10,000 users')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 1,000' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Last page' }));
    expect(report('Showing 9,991 to 10,000 of 10,000 users')).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(10);
  });
});
