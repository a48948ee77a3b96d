import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button';
import { TextField } from '../TextField/TextField';
import { Stack } from './Stack';
import { stackAligns, stackDirections, stackGaps, stackJustifies } from './Stack.variants';

const meta = {
  title: 'Layout/Stack',
  component: Stack,
  argTypes: {
    direction: { control: 'inline-radio', options: stackDirections },
    gap: { control: 'select', options: stackGaps },
    align: { control: 'select', options: stackAligns },
    justify: { control: 'select', options: stackJustifies },
  },
  args: {
    children: (
      <>
        <Button>First</Button>
        <Button>Second</Button>
        <Button kind="primary">Third</Button>
      </>
    ),
  },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Row: Story = { args: { direction: 'row', gap: 'sm' } };

export const RowBetween: Story = { args: { direction: 'row', justify: 'between' } };

export const Form: Story = {
  args: {
    gap: 'lg',
    children: (
      <>
        <TextField label="Email" type="email" />
        <TextField label="Company name" />
        <Button kind="primary">Save</Button>
      </>
    ),
  },
};

export const RTL: Story = {
  globals: { dir: 'rtl', locale: 'ar' },
  args: {
    direction: 'row',
    justify: 'between',
    children: (
      <>
        <Button>الأول</Button>
        <Button kind="primary">الأخير</Button>
      </>
    ),
  },
};
