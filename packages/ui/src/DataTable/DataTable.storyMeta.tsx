import type { Meta } from '@storybook/react-vite';
import { Button } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import { DataTable } from './DataTable';
import { type SampleUser, sampleUserColumns, sampleUsers } from './DataTable.fixtures';
import { dataTableExportFormats } from './DataTable.variants';

export const users = sampleUsers(25);
export const manyUsers = sampleUsers(10_000);

export function UserActions({ user }: { user: SampleUser }) {
  return (
    <span style={{ display: 'inline-flex', gap: 4 }}>
      <Button size="small" kind="ghost" aria-label={`Edit ${user.username}`} icon={<Icon name="edit" />} />
      <Button
        size="small"
        kind="ghost"
        aria-label={user.active ? `Deactivate ${user.username}` : `Activate ${user.username}`}
        icon={<Icon name="power" />}
      />
      <Button size="small" kind="ghost" aria-label={`Delete ${user.username}`} icon={<Icon name="trash" />} />
    </span>
  );
}

export const dataTableMeta = {
  title: 'Data/DataTable',
  component: DataTable<SampleUser>,
  argTypes: {
    exportFormats: { control: 'check', options: dataTableExportFormats },
    height: { control: 'number' },
  },
  args: {
    label: 'Users',
    noun: 'users',
    data: users,
    columns: sampleUserColumns,
    getRowId: (user) => user.id,
    exportFileName: 'users',
    rowActions: (user) => <UserActions user={user} />,
  },
} satisfies Meta<typeof DataTable<SampleUser>>;
