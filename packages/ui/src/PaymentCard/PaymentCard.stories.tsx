import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button';
import { CardBrandIcon } from './CardBrandIcon';
import { PaymentCard } from './PaymentCard';
import { cardBrands } from './PaymentCard.variants';

const meta = {
  title: 'Data/PaymentCard',
  component: PaymentCard,
  argTypes: { brand: { control: 'select', options: cardBrands } },
  args: { brand: 'visa', lastFour: '4242', owner: 'Ada Lovelace', month: 4, year: 2031, isDefault: false },
} satisfies Meta<typeof PaymentCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Primary: Story = {
  args: { isDefault: true, actions: <Button size="small">Edit</Button> },
};

export const WithActions: Story = {
  args: {
    brand: 'mastercard',
    lastFour: '4444',
    actions: (
      <>
        <Button size="small">Edit</Button>
        <Button size="small">Make primary</Button>
        <Button size="small" kind="danger">
          Delete
        </Button>
      </>
    ),
  },
};

export const BrandMarks: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
      {cardBrands.map((brand) => (
        <CardBrandIcon key={brand} brand={brand} size={64} />
      ))}
      <CardBrandIcon brand="unknown" size={64} />
    </div>
  ),
};

export const LongOwner: Story = {
  args: {
    brand: 'american_express',
    lastFour: '0005',
    owner: 'Maximilian Alexander von Hohenzollern-Sigmaringen',
    month: 12,
    year: 2040,
  },
};

export const RTL: Story = {
  globals: { dir: 'rtl', locale: 'ar' },
  args: { brand: 'discover', lastFour: '1117', owner: 'ليلى أحمد', isDefault: true },
};
