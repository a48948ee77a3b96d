import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button';
import { Modal } from '../Modal/Modal';
import { TextField } from '../TextField/TextField';
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

/** Saving from a dialog (extension create/update/delete): the full-screen loader shows above it. */
export const AboveOpenDialog: Story = {
  args: {
    fullScreen: true,
    label: 'Saving',
    children: (
      <Modal
        title="Edit extension"
        open
        footer={
          <>
            <Button>Close</Button>
            <Button kind="primary">Save</Button>
          </>
        }
      >
        <TextField label="Extension" defaultValue="101" />
      </Modal>
    ),
  },
};

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
