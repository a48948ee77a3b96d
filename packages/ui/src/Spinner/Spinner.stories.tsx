import type { Meta, StoryObj } from '@storybook/react-vite';
import { Spinner } from './Spinner';
import { spinnerSizes } from './Spinner.variants';

const meta = {
  title: 'Feedback/Spinner',
  component: Spinner,
  argTypes: { size: { control: 'inline-radio', options: spinnerSizes } },
  args: { size: 'medium' },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Sizes: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      {spinnerSizes.map((size) => (
        <Spinner key={size} size={size} label={`Loading ${size}`} />
      ))}
    </div>
  ),
};

export const RTL: Story = { globals: { dir: 'rtl', locale: 'ar' } };
