// Run with `pnpm exec vitest bench --run src/DataTable` (the `bench` script); `vitest run` skips it.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { bench, describe } from 'vitest';
import { DataTable } from './DataTable';
import { sampleUserColumns, sampleUsers } from './DataTable.fixtures';

function renderUsers(data: ReturnType<typeof sampleUsers>) {
  return render(
    <IntlProvider locale="en" defaultLocale="en">
      <DataTable
        label="Users"
        noun="users"
        data={data}
        columns={sampleUserColumns}
        getRowId={(u) => u.id}
        selectable
      />
    </IntlProvider>,
  );
}

for (const size of [1_000, 10_000]) {
  describe(`DataTable, ${size.toLocaleString('en')} rows`, () => {
    const data = sampleUsers(size);

    bench('render the first page', () => {
      renderUsers(data);
      cleanup();
    });

    bench('render, search, then sort by two columns', () => {
      renderUsers(data);
      fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: 'sales' } });
      fireEvent.click(screen.getByRole('button', { name: 'Timezone' }));
      fireEvent.click(screen.getByRole('button', { name: 'Username' }), { shiftKey: true });
      if (!screen.queryByText(/^Showing 1 to 10 of/)) throw new Error('the table did not settle');
      cleanup();
    });

    bench('render, then sort descending', () => {
      renderUsers(data);
      const sort = screen.getByRole('button', { name: 'Created at' });
      fireEvent.click(sort);
      fireEvent.click(sort);
      cleanup();
    });
  });
}
