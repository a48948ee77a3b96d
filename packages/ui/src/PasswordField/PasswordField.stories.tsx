import type { Meta, StoryObj } from '@storybook/react-vite';
import { PasswordField } from './PasswordField';

const meta = {
  title: 'Forms/PasswordField',
  component: PasswordField,
  args: { label: 'Password', disabled: false, required: false },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Filled: Story = { args: { defaultValue: 'correct horse battery' } };

export const Visible: Story = { args: { defaultValue: 'correct horse battery', defaultVisible: true } };

export const WithError: Story = {
  args: {
    label: 'Retype password',
    required: true,
    defaultValue: 'correct horse',
    autoComplete: 'new-password',
    error: ['The passwords must be the same!'],
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'correct horse battery' } };

export const LongText: Story = {
  args: {
    label: 'New password for the account owner and every sub-user who signs in with it',
    hint: 'Use at least twelve characters; a sentence you remember is stronger than a short word with symbols.',
    defaultValue: 'a-very-long-passphrase-that-keeps-going-past-the-end-of-the-field',
  },
};

export const RTL: Story = {
  globals: { dir: 'rtl', locale: 'ar' },
  args: { label: 'كلمة المرور', defaultValue: 'secret', hint: 'اثنا عشر حرفًا على الأقل.' },
};
