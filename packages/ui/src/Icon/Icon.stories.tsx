import type { Meta, StoryObj } from '@storybook/react-vite';
import { Icon } from './Icon';
import { iconNames } from './paths';

const meta = {
  title: 'Foundations/Icon',
  component: Icon,
  argTypes: { name: { control: 'select', options: iconNames } },
  args: { name: 'check', size: 24 },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const AllIcons: Story = {
  render: () => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(6, 1fr)',
        gap: 16,
        listStyle: 'none',
        padding: 0,
      }}
    >
      {iconNames.map((name) => (
        <li
          key={name}
          style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 4, fontSize: 11 }}
        >
          <Icon name={name} size={24} />
          {name}
        </li>
      ))}
    </ul>
  ),
};

export const RTL: Story = {
  globals: { dir: 'rtl', locale: 'ar' },
  render: () => (
    <div style={{ display: 'flex', gap: 16 }}>
      <Icon name="chevronStart" size={24} label="السابق" />
      <Icon name="chevronEnd" size={24} label="التالي" />
    </div>
  ),
};
