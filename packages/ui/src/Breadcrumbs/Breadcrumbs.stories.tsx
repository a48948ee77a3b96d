import type { Meta, StoryObj } from '@storybook/react-vite';
import { Breadcrumbs } from './Breadcrumbs';

const meta = {
  title: 'Navigation/Breadcrumbs',
  component: Breadcrumbs,
  args: {
    items: [
      { label: 'Carriers', href: '#carriers' },
      { label: 'Carrier trunks', href: '#trunks' },
      { label: 'Trunk rules' },
    ],
  },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Single: Story = { args: { items: [{ label: 'Carriers' }] } };

export const LongText: Story = {
  args: {
    items: [
      { label: 'Carriers', href: '#carriers' },
      { label: 'Deutsche Telekom wholesale voice termination', href: '#trunks' },
      { label: 'Trunk sip-berlin-primary-01.carrier.example.com', href: '#trunk' },
      { label: 'Rules for mobile destinations in the European Economic Area' },
    ],
  },
};

export const RTL: Story = {
  globals: { dir: 'rtl', locale: 'ar' },
  args: {
    items: [
      { label: 'شركات الاتصال', href: '#carriers' },
      { label: 'خطوط الشركة', href: '#trunks' },
      { label: 'قواعد الخط' },
    ],
  },
};
