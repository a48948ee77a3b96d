import type { Meta, StoryObj } from '@storybook/react-vite';
import { AppLoading } from './AppLoading';

const meta = {
  title: 'Feedback/AppLoading',
  component: AppLoading,
} satisfies Meta<typeof AppLoading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const RTL: Story = { globals: { dir: 'rtl', locale: 'ar' }, args: { label: 'جارٍ التحميل' } };
