import type { Meta, StoryObj } from '@storybook/react-vite';
import { NumberField } from './NumberField';

const meta = {
  title: 'Forms/NumberField',
  component: NumberField,
  args: {
    label: 'Ring time (seconds)',
    defaultValue: 20,
    min: 5,
    max: 120,
    step: 5,
    disabled: false,
    required: false,
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 240 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Empty: Story = { args: { defaultValue: null, hint: 'Between 5 and 120.' } };

export const Currency: Story = {
  args: {
    label: 'Monthly limit',
    defaultValue: 1250.5,
    min: 0,
    max: undefined,
    step: 0.01,
    formatOptions: { style: 'currency', currency: 'EUR' },
  },
};

export const Percent: Story = {
  args: {
    label: 'Share',
    defaultValue: 0.25,
    min: 0,
    max: 1,
    step: 0.05,
    formatOptions: { style: 'percent' },
  },
};

export const WithError: Story = {
  args: { required: true, defaultValue: null, error: ['Ring time is required.', 'Other'] },
};

export const Disabled: Story = { args: { disabled: true } };

export const RTL: Story = {
  globals: { dir: 'rtl', locale: 'ar' },
  args: { label: 'مدة الرنين (ثوانٍ)', hint: 'من 5 إلى 120.' },
};
