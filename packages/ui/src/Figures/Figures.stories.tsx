import type { Meta, StoryObj } from '@storybook/react-vite';
import { Figures } from './Figures';

const meta = {
  title: 'Data/Figures',
  component: Figures,
  args: {
    items: [
      { id: 'waiting', label: 'Waiting', value: '3' },
      { id: 'answered', label: 'Answered', value: '128' },
      { id: 'abandoned', label: 'Abandoned', value: '9', tone: 'danger' },
      { id: 'level', label: 'Service level', value: '71%', hint: 'Answered within 20 s', tone: 'warning' },
    ],
  },
} satisfies Meta<typeof Figures>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const RTL: Story = {
  args: {
    items: [
      { id: 'waiting', label: 'في الانتظار', value: '3' },
      { id: 'answered', label: 'تم الرد', value: '128' },
      { id: 'level', label: 'مستوى الخدمة', value: '71%', hint: 'خلال 20 ثانية', tone: 'success' },
    ],
  },
  globals: { dir: 'rtl', locale: 'ar' },
};
