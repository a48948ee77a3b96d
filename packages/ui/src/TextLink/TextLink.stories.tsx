import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack } from '../Stack/Stack';
import { TextLink } from './TextLink';
import { textLinkKinds } from './TextLink.variants';

const meta = {
  title: 'Navigation/TextLink',
  component: TextLink,
  argTypes: { kind: { control: 'inline-radio', options: textLinkKinds } },
  args: { href: '#forgot-password', children: 'Forgot password?' },
} satisfies Meta<typeof TextLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Kinds: Story = {
  render: (args) => (
    <Stack direction="row" gap="xl">
      <TextLink {...args} kind="default">
        Forgot password?
      </TextLink>
      <TextLink {...args} kind="quiet">
        Terms and services
      </TextLink>
      <TextLink {...args} kind="brand">
        Switchboard
      </TextLink>
    </Stack>
  ),
};

export const InText: Story = {
  render: (args) => (
    <p>
      No account yet? <TextLink {...args}>Create an account</TextLink>
    </p>
  ),
};

export const RTL: Story = {
  globals: { dir: 'rtl', locale: 'ar' },
  args: { children: 'هل نسيت كلمة المرور؟' },
};
