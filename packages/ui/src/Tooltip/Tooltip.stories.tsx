import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import { Tooltip } from './Tooltip';
import { tooltipSides } from './Tooltip.variants';

const center = { display: 'grid', placeItems: 'center', minBlockSize: 240 } as const;

const meta = {
  title: 'Overlays/Tooltip',
  component: Tooltip,
  argTypes: { side: { control: 'inline-radio', options: tooltipSides } },
  args: {
    content: 'Edit',
    side: 'top',
    defaultOpen: true,
    children: <Button kind="ghost" aria-label="Edit user" icon={<Icon name="edit" />} />,
  },
  decorators: [(Story) => <div style={center}>{Story()}</div>],
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Bottom: Story = { args: { side: 'bottom', content: 'Delete' } };

export const End: Story = { args: { side: 'end', content: 'Set active or inactive' } };

export const LongText: Story = {
  args: {
    content:
      'Clone this IVR version with all its menu entries, timeouts and sound files into a new inactive version',
  },
};

export const RTL: Story = {
  globals: { dir: 'rtl', locale: 'ar' },
  args: {
    side: 'end',
    content: 'تعديل',
    children: <Button kind="ghost" aria-label="تعديل المستخدم" icon={<Icon name="edit" />} />,
  },
};
