import type { Meta, StoryObj } from '@storybook/react-vite';
import { ReadMore } from './ReadMore';

const meta = {
  title: 'Data display/ReadMore',
  component: ReadMore,
  args: { text: 'Our support team answers within two hours on working days.' },
} satisfies Meta<typeof ReadMore>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Expanded: Story = { args: { defaultExpanded: true } };

export const Short: Story = { args: { text: 'Sales' } };

export const LongText: Story = {
  args: {
    defaultExpanded: true,
    text: 'Calls that wait longer than three minutes in the support queue ring the escalations department, then go to voicemail with a callback request that is emailed to the office manager.',
  },
};

export const RTL: Story = {
  globals: { dir: 'rtl', locale: 'ar' },
  args: { text: 'يرد فريق الدعم لدينا خلال ساعتين في أيام العمل.' },
};
