import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button';
import { LoaderOverlay } from './LoaderOverlay';

const content = (
  <div style={{ display: 'grid', gap: 8, padding: 16, minBlockSize: 200 }}>
    <p style={{ margin: 0 }}>Extensions: 101 Reception, 102 Sales, 103 Support</p>
    <div>
      <Button kind="primary">Add extension</Button>
    </div>
  </div>
);

const meta = {
  title: 'Feedback/LoaderOverlay',
  component: LoaderOverlay,
  args: { visible: true, fullScreen: false, children: content },
} satisfies Meta<typeof LoaderOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Hidden: Story = { args: { visible: false } };

export const FullScreen: Story = { args: { fullScreen: true } };

export const RTL: Story = {
  globals: { dir: 'rtl', locale: 'ar' },
  args: {
    label: 'جارٍ التحميل',
    children: (
      <div style={{ padding: 16, minBlockSize: 200 }}>
        <p style={{ margin: 0 }}>الامتدادات: 101 الاستقبال، 102 المبيعات</p>
      </div>
    ),
  },
};
