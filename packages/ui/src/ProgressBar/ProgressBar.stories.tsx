import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProgressBar } from './ProgressBar';

const meta = {
  title: 'Feedback/ProgressBar',
  component: ProgressBar,
  args: { label: 'Uploading prices.csv', value: 40 },
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Complete: Story = { args: { label: 'Applied', value: 100 } };

export const WithValueLabel: Story = {
  args: { label: 'Applying the deck', value: 3, maxValue: 10, valueLabel: '3,000 of 10,000 rows' },
};

export const Indeterminate: Story = { args: { label: 'Reading the file', value: undefined } };

export const RTL: Story = {
  args: { label: 'جارٍ الرفع', value: 65 },
  globals: { dir: 'rtl', locale: 'ar' },
};
