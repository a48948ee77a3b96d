import type { Meta, StoryObj } from '@storybook/react-vite';
import { DateField } from './DateField';

const meta = {
  title: 'Forms/DateField',
  component: DateField,
  args: { label: 'Date of birth', disabled: false, required: false },
} satisfies Meta<typeof DateField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Filled: Story = { args: { defaultValue: '2026-03-09', hint: 'As on your passport.' } };

export const OutOfRange: Story = {
  args: { label: 'Report until', defaultValue: '2026-12-31', max: '2026-06-30' },
};

export const WithError: Story = {
  args: { required: true, error: ['Date of birth is required.', 'Enter a valid date'] },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: '2026-03-09' } };

export const RTL: Story = {
  globals: { dir: 'rtl', locale: 'ar' },
  args: { label: 'تاريخ الميلاد', defaultValue: '2026-03-09', hint: 'كما في جواز السفر.' },
};
