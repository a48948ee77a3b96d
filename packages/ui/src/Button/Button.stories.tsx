import type { Meta, StoryObj } from '@storybook/react-vite';
import { Icon } from '../Icon/Icon';
import { Button } from './Button';
import { buttonKinds, buttonSizes } from './Button.variants';

const meta = {
  title: 'Actions/Button',
  component: Button,
  argTypes: {
    kind: { control: 'inline-radio', options: buttonKinds },
    size: { control: 'inline-radio', options: buttonSizes },
  },
  args: { children: 'Save', kind: 'default', size: 'medium', loading: false, disabled: false },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Kinds: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {buttonKinds.map((kind) => (
        <Button {...args} key={kind} kind={kind}>
          {kind}
        </Button>
      ))}
    </div>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
      {buttonSizes.map((size) => (
        <Button {...args} key={size} size={size}>
          {size}
        </Button>
      ))}
    </div>
  ),
};

export const Loading: Story = { args: { kind: 'primary', loading: true, children: 'Saving' } };

export const Disabled: Story = { args: { disabled: true } };

export const WithIcon: Story = { args: { kind: 'primary', icon: <Icon name="plus" />, children: 'New' } };

export const IconOnly: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      {buttonSizes.map((size) => (
        <Button key={size} size={size} kind="ghost" aria-label="Delete" icon={<Icon name="trash" />} />
      ))}
    </div>
  ),
};

export const LongText: Story = {
  args: { children: 'Save the company information and notify every member of the account' },
};

export const RTL: Story = {
  globals: { dir: 'rtl', locale: 'ar' },
  args: { kind: 'primary', icon: <Icon name="plus" />, children: 'جديد' },
};
