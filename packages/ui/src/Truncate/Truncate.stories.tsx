import type { Meta, StoryObj } from '@storybook/react-vite';
import { Truncate } from './Truncate';

const meta = {
  title: 'Data display/Truncate',
  component: Truncate,
  args: { text: 'Customer support escalations Berlin weekend shift' },
  decorators: [(Story) => <div style={{ paddingBlockStart: 64 }}>{Story()}</div>],
} satisfies Meta<typeof Truncate>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The tooltip with the full text, open. */
export const Open: Story = { args: { defaultOpen: true } };

export const Short: Story = { args: { text: 'Sales' } };

export const RTL: Story = {
  globals: { dir: 'rtl', locale: 'ar' },
  args: { text: 'تصعيدات دعم العملاء في مكتب برلين خلال عطلة نهاية الأسبوع', defaultOpen: true },
};
