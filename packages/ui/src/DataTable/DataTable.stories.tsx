import type { StoryObj } from '@storybook/react-vite';
import { dataTableMeta } from './DataTable.storyMeta';

const meta = { ...dataTableMeta, title: 'Data/DataTable' } satisfies typeof dataTableMeta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Try the options from the controls: selection, export formats, height. */
export const Playground: Story = {
  args: { selectable: true, rowLabel: (user) => user.username, exportFormats: ['xlsx', 'csv'] },
};
