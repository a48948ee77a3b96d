import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextField } from './TextField';
import { textFieldTypes } from './TextField.variants';

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  argTypes: { type: { control: 'inline-radio', options: textFieldTypes } },
  args: {
    label: 'Username',
    placeholder: 'e.g. anna.schmidt',
    type: 'text',
    disabled: false,
    required: false,
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Filled: Story = { args: { defaultValue: 'anna.schmidt' } };

export const WithHint: Story = { args: { hint: 'Between 3 and 20 characters, no spaces.', required: true } };

export const WithError: Story = {
  args: {
    required: true,
    defaultValue: 'anna schmidt',
    error: ['Enter valid Username. Spaces not allowed.', 'Username already exists.'],
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'anna.schmidt' } };

export const NumbersOnly: Story = {
  args: {
    label: 'Phone number',
    numbersOnly: true,
    maxLength: 20,
    type: 'tel',
    defaultValue: '+4930123456',
    placeholder: undefined,
    hint: 'International format with + and country code.',
  },
};

export const LongText: Story = {
  args: {
    label: 'Company address as it should appear on invoices and payment receipts',
    defaultValue:
      'Unit 4, Second floor, Friedrichstraße 123, 10117 Berlin-Mitte, Germany, attn. Accounts payable',
    hint: 'Shown on every invoice; changes apply to the next billing period and do not alter earlier invoices.',
  },
};

export const RTL: Story = {
  globals: { dir: 'rtl', locale: 'ar' },
  args: { label: 'اسم المستخدم', placeholder: 'مثال: أحمد', hint: 'من 3 إلى 20 حرفًا، بدون مسافات.' },
};
