import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import { PageHeader } from './PageHeader';

const meta = {
  title: 'Layout/PageHeader',
  component: PageHeader,
  args: { title: 'Users', description: 'People who can log in to your PBX with a username and a password.' },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithActions: Story = {
  args: {
    actions: (
      <Button kind="primary" icon={<Icon name="plus" />}>
        New
      </Button>
    ),
  },
};

export const TitleOnly: Story = { args: { description: undefined } };

export const RTL: Story = {
  globals: { dir: 'rtl', locale: 'ar' },
  args: {
    title: 'المستخدمون',
    description: 'الأشخاص الذين يمكنهم تسجيل الدخول إلى المقسم.',
    actions: (
      <Button kind="primary" icon={<Icon name="plus" />}>
        جديد
      </Button>
    ),
  },
};
