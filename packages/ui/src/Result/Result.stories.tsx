import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button';
import { TextLink } from '../TextLink/TextLink';
import { Result } from './Result';
import { resultKinds } from './Result.variants';

const meta = {
  title: 'Feedback/Result',
  component: Result,
  argTypes: { kind: { control: 'inline-radio', options: resultKinds } },
  args: {
    kind: 'success',
    title: 'Your email has been verified',
    children: 'You can now use every part of the console.',
    actions: <TextLink href="#profile">Go to your profile</TextLink>,
  },
} satisfies Meta<typeof Result>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Danger: Story = {
  args: {
    kind: 'danger',
    title: 'This verification link is invalid or has expired',
    children: 'Log in and ask for a new link from your profile.',
    actions: <Button kind="primary">Log in</Button>,
  },
};

export const NotFound: Story = {
  args: {
    kind: 'info',
    code: '404',
    title: 'Page not found',
    children: 'The page you are looking for does not exist or has moved.',
    actions: <TextLink href="#home">Go to the home page</TextLink>,
  },
};

export const RTL: Story = {
  globals: { dir: 'rtl', locale: 'ar' },
  args: {
    code: '404',
    kind: 'info',
    title: 'الصفحة غير موجودة',
    children: 'الصفحة التي تبحث عنها غير موجودة.',
    actions: <TextLink href="#home">الذهاب إلى الصفحة الرئيسية</TextLink>,
  },
};
