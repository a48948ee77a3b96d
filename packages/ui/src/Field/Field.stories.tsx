import type { Meta, StoryObj } from '@storybook/react-vite';
import { Field } from './Field';
import { control } from './Field.css';

const meta = {
  title: 'Forms/Field',
  component: Field,
  args: {
    label: 'Username',
    children: (props) => <input {...props} className={control} defaultValue="anna" />,
  },
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithHint: Story = { args: { hint: 'Between 3 and 20 characters, no spaces.' } };
export const WithError: Story = { args: { error: 'Username is required.', required: true } };
export const RTL: Story = {
  globals: { dir: 'rtl', locale: 'ar' },
  args: { label: 'اسم المستخدم', hint: 'من 3 إلى 20 حرفًا' },
};
