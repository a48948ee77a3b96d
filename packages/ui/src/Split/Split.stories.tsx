import type { Meta, StoryObj } from '@storybook/react-vite';
import { Card } from '../Card/Card';
import { Stack } from '../Stack/Stack';
import { TextField } from '../TextField/TextField';
import { Split } from './Split';
import { splitAsideWidths } from './Split.variants';

const form = (
  <Stack gap="lg">
    <TextField label="Button label" defaultValue="Contact us" />
    <TextField label="Online text" defaultValue="Online" />
    <TextField label="Offline text" defaultValue="Offline" />
  </Stack>
);

const meta = {
  title: 'Layout/Split',
  component: Split,
  argTypes: { asideWidth: { control: 'inline-radio', options: splitAsideWidths } },
  args: {
    asideLabel: 'Preview',
    asideWidth: 'md',
    sticky: false,
    aside: <Card title="Preview">What the settings look like.</Card>,
    children: form,
  },
} satisfies Meta<typeof Split>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Narrower than the aside plus 408px: the aside goes under the main content. */
export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '480px' }}>
        <Story />
      </div>
    ),
  ],
};

export const RTL: Story = {
  globals: { dir: 'rtl', locale: 'ar' },
  args: { asideLabel: 'معاينة', aside: <Card title="معاينة">شكل الإعدادات.</Card> },
};
