import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import { Card } from './Card';

const actions = (
  <>
    <Button kind="ghost" size="small" aria-label="Edit office" icon={<Icon name="edit" />} />
    <Button kind="ghost" size="small" aria-label="Delete office" icon={<Icon name="trash" />} />
  </>
);

const meta = {
  title: 'Layout/Card',
  component: Card,
  args: { title: 'Main office', children: 'Berlin, Friedrichstraße 10 · Monday to Friday 09:00–17:00' },
  decorators: [(Story) => <div style={{ maxInlineSize: 420 }}>{Story()}</div>],
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithActions: Story = { args: { actions } };

export const Link: Story = {
  args: { href: '#widget-7', title: 'Website widget', children: 'Installed on example.com' },
};

export const Empty: Story = { args: { children: undefined, title: 'No departments in this contact' } };

export const LongText: Story = {
  args: {
    actions,
    title: 'Customer support escalations, Berlin office, weekend and public holiday shift',
    children:
      'Calls that wait longer than three minutes in the support queue ring this department, then go to voicemail with a callback request.',
  },
};

export const RTL: Story = {
  globals: { dir: 'rtl', locale: 'ar' },
  args: { actions, title: 'المكتب الرئيسي', children: 'برلين، من الاثنين إلى الجمعة 09:00–17:00' },
};
