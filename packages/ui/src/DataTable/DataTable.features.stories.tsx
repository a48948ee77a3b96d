import type { StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import { type SampleUser, sampleUserColumns } from './DataTable.fixtures';
import { dataTableMeta, users } from './DataTable.storyMeta';
import type { DataTableColumn } from './DataTable.types';

const meta = { ...dataTableMeta, title: 'Data/DataTable/Features' } satisfies typeof dataTableMeta;

export default meta;
type Story = StoryObj<typeof meta>;

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
