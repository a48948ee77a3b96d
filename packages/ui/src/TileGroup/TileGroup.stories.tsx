import type { Meta, StoryObj } from '@storybook/react-vite';
import { TileGroup } from './TileGroup';

const amounts = [50, 100, 250, 500, 1000, 2500].map((euros) => ({
  value: String(euros * 100),
  label: `€${euros.toLocaleString('en-US')}`,
}));

const meta = {
  title: 'Forms/TileGroup',
  component: TileGroup,
  args: { label: 'Amount', options: amounts, disabled: false, required: false },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TileGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Selected: Story = { args: { defaultValue: '25000' } };

export const WithDescriptions: Story = {
  args: {
    label: 'Plan',
    defaultValue: '1y',
    options: [
      { value: '1y', label: '$300', description: '1 year' },
      { value: '2y', label: '$600', description: '2 years' },
    ],
  },
};

export const WithError: Story = { args: { required: true, error: 'Amount is required.' } };

export const Disabled: Story = { args: { disabled: true, defaultValue: '5000' } };

export const RTL: Story = {
  globals: { dir: 'rtl', locale: 'ar' },
  args: { label: 'المبلغ', defaultValue: '10000', hint: 'يُضاف المبلغ إلى رصيدك بعد الدفع.' },
};
