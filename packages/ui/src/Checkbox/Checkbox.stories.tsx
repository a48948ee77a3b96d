import type { Meta, StoryObj } from '@storybook/react-vite';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'Forms/Checkbox',
  component: Checkbox,
  args: { label: 'Remember me', disabled: false, required: false, hideLabel: false },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Checked: Story = { args: { defaultChecked: true } };

export const Indeterminate: Story = { args: { label: 'Select all users', checked: 'indeterminate' } };

export const WithHint: Story = {
  args: { label: 'Send me product news', hint: 'At most one email a month. Unsubscribe at any time.' },
};

export const WithError: Story = {
  args: {
    label: 'I accept the terms and services',
    required: true,
    error: ['You have to accept our terms and services', 'Terms should be true'],
  },
};

export const Disabled: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Checkbox {...args} label="Disabled" disabled />
      <Checkbox {...args} label="Disabled, checked" disabled defaultChecked />
    </div>
  ),
};

export const LongText: Story = {
  args: {
    label:
      'Allow sub-users of this account to export the call logs, SMS logs and recordings of every department to CSV or Excel',
    hint: 'Exports contain caller numbers; check your data protection policy before enabling this.',
    defaultChecked: true,
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
      <Checkbox {...args} label="تذكرني" defaultChecked />
      <Checkbox {...args} label="أوافق على الشروط" error="يجب أن توافق على شروطنا وخدماتنا" />
    </div>
  ),
};
