import type { Meta, StoryObj } from '@storybook/react-vite';
import { Switch } from './Switch';

const meta = {
  title: 'Forms/Switch',
  component: Switch,
  args: { label: 'Is active', disabled: false, required: false, hideLabel: false },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const On: Story = { args: { defaultChecked: true } };

export const WithHint: Story = {
  args: { label: 'Record calls', hint: 'Recordings are kept for 30 days.', defaultChecked: true },
};

export const WithError: Story = {
  args: { label: 'Display offline status', error: ['Display offline status should be true'] },
};

export const Disabled: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Switch {...args} label="Disabled, off" disabled />
      <Switch {...args} label="Disabled, on" disabled defaultChecked />
    </div>
  ),
};

export const LongText: Story = {
  args: {
    label: 'Show the widget to visitors outside opening hours and let them leave a callback request',
    hint: 'Callback requests made outside opening hours appear in the reports the next working day, in the timezone of the office.',
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
};

export const RTL: Story = {
  globals: { dir: 'rtl', locale: 'ar' },
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Switch {...args} label="نشط" defaultChecked />
      <Switch {...args} label="تسجيل المكالمات" hint="تُحفظ التسجيلات لمدة 30 يومًا." />
    </div>
  ),
};
