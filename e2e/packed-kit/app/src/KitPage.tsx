import { createApiClient, queries } from '@switchboard/api-client';
import type { Country } from '@switchboard/contract';
import { useForm } from '@switchboard/forms/react';
import { Button, DataTable, type DataTableColumn, Dropdown, TextField } from '@switchboard/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';

// The page's own origin serves the two public reference lists.
const client = createApiClient({ baseUrl: '' });
const q = queries(client);

const countryColumns: readonly DataTableColumn<Country>[] = [
  { id: 'name', header: 'Country', accessor: 'name' },
  { id: 'dial_code', header: 'Dial code', accessor: 'dial_code' },
  { id: 'code', header: 'Code', accessor: 'code' },
];

export function KitPage() {
  const countries = useQuery(q.countries());
  const timezones = useQuery(q.timezones());
  const [timezone, setTimezone] = useState<string | null>(null);
  const [saved, setSaved] = useState('');
  const form = useForm({
    initialValues: { email: '' },
    rules: { email: 'required|email' },
    onSubmit: (values) => setSaved(values.email),
  });

  return (
    <main>
      <h1>Contact</h1>
      <Dropdown
        label="Time zone"
        options={(timezones.data ?? []).map((zone) => ({ value: zone.name, label: zone.name }))}
        value={timezone}
        onChange={setTimezone}
      />
      <form onSubmit={form.handleSubmit} noValidate>
        <TextField
          label="Email"
          value={form.values.email}
          onChange={(value) => form.setValue('email', value)}
          error={form.errors.email}
        />
        <Button type="submit" kind="primary">
          Save
        </Button>
      </form>
      {saved && <p>Saved {saved}</p>}
      <DataTable
        label="Countries"
        noun="countries"
        data={countries.data ?? []}
        columns={countryColumns}
        loading={countries.isPending}
      />
    </main>
  );
}
