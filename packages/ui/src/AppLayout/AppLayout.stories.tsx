import type { Meta, StoryObj } from '@storybook/react-vite';
import { Alert } from '../Alert/Alert';
import { AppHeader } from '../AppHeader/AppHeader';
import { Button } from '../Button/Button';
import { PageHeader } from '../PageHeader/PageHeader';
import { SideMenu } from '../SideMenu/SideMenu';
import { AppLayout } from './AppLayout';

const header = (
  <AppHeader
    start={<strong>Switchboard</strong>}
    end={<AppHeader.UserMenu name="Anna Schmidt" profileHref="#profile" onLogout={() => {}} />}
  />
);

const sidebar = (
  <SideMenu label="Profile" currentHref="#dashboard">
    <SideMenu.Section>
      <SideMenu.Item href="#dashboard">Dashboard</SideMenu.Item>
      <SideMenu.Item href="#users">Users</SideMenu.Item>
    </SideMenu.Section>
  </SideMenu>
);

const meta = {
  title: 'Layout/AppLayout',
  component: AppLayout,
  args: {
    header,
    children: <PageHeader title="Dashboard" description="Your account at a glance." />,
  },
} satisfies Meta<typeof AppLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithSidebar: Story = { args: { sidebar } };

export const WithNotice: Story = {
  args: {
    sidebar,
    notice: (
      <Alert kind="info" action={<Button size="small">Back to my account</Button>}>
        You are working in the account of user jane.
      </Alert>
    ),
  },
};

export const RTL: Story = {
  globals: { dir: 'rtl', locale: 'ar' },
  args: { sidebar, children: <PageHeader title="لوحة التحكم" /> },
};
