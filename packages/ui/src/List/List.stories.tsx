import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from '../Badge/Badge';
import { Button } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import { List } from './List';
import { listElements, listSpacings } from './List.variants';

const numbers = ['+49 30 1234567', '+49 40 7654321', '+44 20 7946 0018'];

const meta = {
  title: 'Data display/List',
  component: List,
  argTypes: {
    spacing: { control: 'inline-radio', options: listSpacings },
    as: { control: 'inline-radio', options: listElements },
  },
  args: { 'aria-label': 'Numbers', spacing: 'sm', dividers: true, as: 'ul' },
  render: (args) => (
    <List {...args}>
      {numbers.map((number) => (
        <List.Item
          key={number}
          actions={
            <>
              <Button size="small" kind="ghost" aria-label={`Edit ${number}`} icon={<Icon name="edit" />} />
              <Button
                size="small"
                kind="ghost"
                aria-label={`Delete ${number}`}
                icon={<Icon name="trash" />}
              />
            </>
          }
        >
          <span dir="ltr">{number}</span>
        </List.Item>
      ))}
    </List>
  ),
} satisfies Meta<typeof List>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithoutDividers: Story = { args: { dividers: false, spacing: 'xs' } };

export const Ordered: Story = {
  args: { as: 'ol', 'aria-label': 'Steps', dividers: false },
  render: (args) => (
    <List {...args}>
      <List.Item>1. Copy the install code.</List.Item>
      <List.Item>2. Paste it before the closing body tag of every page.</List.Item>
      <List.Item actions={<Badge kind="active" />}>3. Publish the page.</List.Item>
    </List>
  ),
};

export const RTL: Story = { globals: { dir: 'rtl', locale: 'ar' }, args: { 'aria-label': 'الأرقام' } };
