import type { Meta, StoryObj } from '@storybook/react-vite';
import { radioGroupOrientations } from '../RadioGroup/RadioGroup.variants';
import { CheckboxGroup } from './CheckboxGroup';

const codecs = [
  { value: 'alaw', label: 'Alaw' },
  { value: 'ulaw', label: 'Ulaw' },
  { value: 'g729', label: 'G729' },
  { value: 'vp8', label: 'VP8' },
];

const meta = {
  title: 'Forms/CheckboxGroup',
  component: CheckboxGroup,
  argTypes: { orientation: { control: 'inline-radio', options: radioGroupOrientations } },
  args: { label: 'Codecs', options: codecs, orientation: 'horizontal', disabled: false, required: false },
} satisfies Meta<typeof CheckboxGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Checked: Story = { args: { defaultValue: ['alaw', 'g729'] } };

export const Vertical: Story = { args: { orientation: 'vertical', defaultValue: ['ulaw'] } };

export const WithHint: Story = { args: { hint: 'The first one is offered first.', defaultValue: ['alaw'] } };

export const WithError: Story = { args: { required: true, error: ['Choose at least one codec.'] } };

export const Disabled: Story = {
  args: {
    defaultValue: ['alaw'],
    options: [...codecs.slice(0, 3), { value: 'vp8', label: 'VP8 (video only)', disabled: true }],
  },
};

export const RTL: Story = {
  args: { label: 'الترميزات', defaultValue: ['g729'] },
  globals: { dir: 'rtl', locale: 'ar' },
};
