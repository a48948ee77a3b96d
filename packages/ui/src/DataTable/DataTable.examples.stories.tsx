import type { StoryObj } from '@storybook/react-vite';
import { dataTableMeta, manyUsers } from './DataTable.storyMeta';

const meta = { ...dataTableMeta, title: 'Data/DataTable/Examples' } satisfies typeof dataTableMeta;

export default meta;
type Story = StoryObj<typeof meta>;

/** 10,000 generated rows: only the current page is in the DOM. */
export const ManyRows: Story = {
  args: { data: manyUsers, defaultSorting: [{ id: 'username', desc: false }] },
};
