import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import { DataTable } from './DataTable';
import { type SampleUser, sampleUserColumns, sampleUsers } from './DataTable.fixtures';
import type { DataTableColumn } from './DataTable.types';
import { dataTableExportFormats } from './DataTable.variants';

const users = sampleUsers(25);
const manyUsers = sampleUsers(10_000);

function UserActions({ user }: { user: SampleUser }) {
  return (
    <span style={{ display: 'inline-flex', gap: 4 }}>
      <Button size="small" kind="ghost" aria-label={`Edit ${user.username}`} icon={<Icon name="edit" />} />
      <Button
        size="small"
        kind="ghost"
        aria-label={user.active ? `Deactivate ${user.username}` : `Activate ${user.username}`}
        icon={<Icon name={user.active ? 'eye' : 'eyeOff'} />}
      />
      <Button size="small" kind="ghost" aria-label={`Delete ${user.username}`} icon={<Icon name="trash" />} />
    </span>
  );
}

const meta = {
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

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Empty: Story = { args: { data: [] } };

export const Loading: Story = { args: { loading: true } };

export const WithSelection: Story = {
  args: {
    selectable: true,
    rowLabel: (user) => user.username,
    defaultSelectedRowIds: ['u2', 'u3', 'u5'],
    bulkActions: () => (
      <Button size="small" kind="danger" icon={<Icon name="trash" />}>
        Delete selected
      </Button>
    ),
  },
};

export const Searching: Story = { args: { defaultSearch: 'sales' } };

/** The console passes the window height minus 290 px: the body scrolls under a sticky header. */
export const FixedHeight: Story = { args: { height: 260, defaultPageSize: 25 } };

const longUsers: SampleUser[] = users.slice(0, 4).map((user, index) => ({
  ...user,
  username: index === 0 ? 'maximilian.alexander.von.hohenzollern-sigmaringen' : user.username,
  description:
    'Handles every inbound sales call for the northern region, forwards overflow to the night shift and keeps the queue notes',
}));

export const LongText: Story = { args: { data: longUsers } };

/** 10,000 generated rows: only the current page is in the DOM. */
export const ManyRows: Story = {
  args: { data: manyUsers, defaultSorting: [{ id: 'username', desc: false }] },
};

const arabicHeaders = [
  'اسم المستخدم',
  'الوصف',
  'الرقم الداخلي',
  'المنطقة الزمنية',
  'تاريخ الإنشاء',
  'تاريخ التحديث',
];
const arabicColumns: DataTableColumn<SampleUser>[] = sampleUserColumns
  .slice(0, 5)
  .map((column, index) => ({ ...column, header: arabicHeaders[index] ?? column.header }));
const arabicRoles = ['مكتب المبيعات', 'خط الدعم', 'المناوبة الليلية', 'الفواتير', 'الاستقبال', 'المستودع'];
const arabicUsers = users.map((user, index) => ({
  ...user,
  description: arabicRoles[index % arabicRoles.length] ?? user.description,
}));

export const RTL: Story = {
  globals: { dir: 'rtl', locale: 'ar' },
  args: {
    label: 'المستخدمون',
    noun: 'مستخدمين',
    columns: arabicColumns,
    data: arabicUsers,
    selectable: true,
  },
};
