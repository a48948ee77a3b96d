import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button';
import { Checkbox } from '../Checkbox/Checkbox';
import { PasswordField } from '../PasswordField/PasswordField';
import { Stack } from '../Stack/Stack';
import { TextField } from '../TextField/TextField';
import { TextLink } from '../TextLink/TextLink';
import { AuthLayout } from './AuthLayout';

const meta = {
  title: 'Layout/AuthLayout',
  component: AuthLayout,
  args: {
    title: 'Log in',
    description: 'Welcome back to Switchboard.',
    children: (
      <Stack gap="lg">
        <TextField label="Email" type="email" autoComplete="email" />
        <PasswordField label="Password" />
        <Stack direction="row" justify="between">
          <Checkbox label="Remember me" />
          <TextLink href="#forgot">Forgot password?</TextLink>
        </Stack>
        <Button kind="primary" type="submit">
          Log in
        </Button>
      </Stack>
    ),
    footer: (
      <>
        <span>No account yet?</span>
        <TextLink href="#register">Create an account</TextLink>
      </>
    ),
  },
} satisfies Meta<typeof AuthLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Message: Story = {
  args: {
    title: 'Check your inbox',
    description: undefined,
    children: <p>We have emailed your password reset link!</p>,
    footer: <TextLink href="#login">Back to login</TextLink>,
  },
};

export const RTL: Story = {
  globals: { dir: 'rtl', locale: 'ar' },
  args: {
    title: 'تسجيل الدخول',
    description: 'مرحبًا بعودتك.',
    children: (
      <Stack gap="lg">
        <TextField label="البريد الإلكتروني" type="email" />
        <PasswordField label="كلمة المرور" />
        <Button kind="primary">تسجيل الدخول</Button>
      </Stack>
    ),
    footer: <TextLink href="#register">إنشاء حساب</TextLink>,
  },
};
