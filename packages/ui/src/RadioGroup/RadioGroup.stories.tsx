import type { Meta, StoryObj } from '@storybook/react-vite';
import { RadioGroup } from './RadioGroup';
import { radioGroupOrientations } from './RadioGroup.variants';

const strategies = [
  { value: 'ringall', label: 'Ring all' },
  { value: 'random', label: 'Random' },
  { value: 'ordered', label: 'Ordered' },
];

const meta = {
  title: 'Forms/RadioGroup',
  component: RadioGroup,
  argTypes: { orientation: { control: 'inline-radio', options: radioGroupOrientations } },
  args: { label: 'Strategy', options: strategies, orientation: 'vertical', disabled: false, required: false },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Selected: Story = { args: { defaultValue: 'random' } };

export const Horizontal: Story = { args: { orientation: 'horizontal', defaultValue: 'ringall' } };

export const WithHints: Story = {
  args: {
    label: 'Widget position',
    defaultValue: 'right',
    hint: 'Where the floating button sits on your website.',
    options: [
      { value: 'right', label: 'Right', hint: 'Bottom right corner (default).' },
      { value: 'left', label: 'Left', hint: 'Bottom left corner.' },
    ],
  },
};

export const WithError: Story = {
  args: { required: true, error: ['Strategy is required.', 'Choose valid Strategy'] },
};

export const Disabled: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      <RadioGroup {...args} label="Whole group disabled" disabled defaultValue="ordered" />
      <RadioGroup
        {...args}
        label="One option disabled"
        options={[
          ...strategies.slice(0, 2),
          { value: 'ordered', label: 'Ordered (needs members)', disabled: true },
        ]}
      />
    </div>
  ),
};

export const LongText: Story = {
  args: {
    label: 'What happens to calls that arrive while every agent of the queue is busy or logged out',
    defaultValue: 'voicemail',
    options: [
      {
        value: 'voicemail',
        label: 'Send the caller to the voicemail box of the department after the timeout',
      },
      { value: 'callback', label: 'Offer a callback request and hang up politely' },
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
};

export const RTL: Story = {
  globals: { dir: 'rtl', locale: 'ar' },
  args: {
    label: 'موضع الأداة',
    orientation: 'horizontal',
    defaultValue: 'right',
    options: [
      { value: 'right', label: 'يمين' },
      { value: 'left', label: 'يسار' },
    ],
    hint: 'مكان الزر على موقعك.',
  },
};
