import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from './Badge';
import { badgeKinds } from './Badge.variants';

const meta = {
  title: 'Data display/Badge',
  component: Badge,
  argTypes: { kind: { control: 'inline-radio', options: badgeKinds } },
  args: { kind: 'active' },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Kinds: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      <Badge kind="active" />
      <Badge kind="inactive" />
      <Badge kind="neutral">Primary card</Badge>
    </div>
  ),
};

export const LongText: Story = {
  args: { kind: 'neutral', children: 'Subscribed to Business pro, billed yearly' },
};

export const RTL: Story = {
  globals: { dir: 'rtl', locale: 'ar' },
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      <Badge kind="active">نشط</Badge>
      <Badge kind="inactive">غير نشط</Badge>
    </div>
  ),
};
