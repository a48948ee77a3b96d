import type { Meta, StoryObj } from '@storybook/react-vite';
import { Meter } from './Meter';

const meta = {
  title: 'Feedback/Meter',
  component: Meter,
  args: { label: 'Channels in use', value: 3, maxValue: 10, valueLabel: '3 of 10' },
} satisfies Meta<typeof Meter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** From 80% of the range on, the bar warns. */
export const High: Story = { args: { value: 8, valueLabel: '8 of 10' } };

/** At the maximum: nothing more fits. */
export const Full: Story = { args: { value: 10, valueLabel: '10 of 10' } };

/** In a table cell: the column names it, the label stays for screen readers. */
export const HiddenLabel: Story = { args: { hideLabel: true } };

/** Without a value label: the percentage. */
export const Percentage: Story = { args: { value: 45, maxValue: 100, valueLabel: undefined } };

export const RTL: Story = {
  args: { label: 'القنوات المستخدمة', valueLabel: '3 من 10' },
  globals: { dir: 'rtl', locale: 'ar' },
};
