import type { Meta, StoryObj } from '@storybook/react-vite';
import { Icon } from '../Icon/Icon';
import { SideMenu } from './SideMenu';
import { sideMenuHeadingLevels } from './SideMenu.variants';

function ConsoleSections({ pbxOpen = true }: { pbxOpen?: boolean }) {
  return (
    <>
      <SideMenu.Section heading="Widget" collapsible>
        <SideMenu.Item href="/widget/contacts" icon={<Icon name="user" />}>
          Contacts
        </SideMenu.Item>
        <SideMenu.Item href="/widget/appearance" icon={<Icon name="sun" />}>
          Appearance
        </SideMenu.Item>
        <SideMenu.Item href="/widget/lang" icon={<Icon name="globe" />}>
          Languages
        </SideMenu.Item>
        <SideMenu.Item href="/widget/installation" icon={<Icon name="copy" />}>
          Installation
        </SideMenu.Item>
      </SideMenu.Section>
      <SideMenu.Section heading="PBX" collapsible defaultOpen={pbxOpen}>
        <SideMenu.Item href="/pbx/extensions" icon={<Icon name="keyboard" />}>
          Extensions
        </SideMenu.Item>
        <SideMenu.Item href="/pbx/users" icon={<Icon name="user" />}>
          Users
        </SideMenu.Item>
        <SideMenu.Item href="/pbx/routing" icon={<Icon name="grid" />}>
          Routing
        </SideMenu.Item>
      </SideMenu.Section>
    </>
  );
}

const meta = {
  title: 'Navigation/SideMenu',
  component: SideMenu,
  argTypes: { headingLevel: { control: 'inline-radio', options: sideMenuHeadingLevels } },
  args: { label: 'Main', currentHref: '/widget/appearance', compact: false, children: <ConsoleSections /> },
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 260 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SideMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const CollapsedSection: Story = {
  args: { currentHref: '/widget/contacts', children: <ConsoleSections pbxOpen={false} /> },
};

export const Compact: Story = { args: { compact: true } };

export const LongText: Story = {
  args: {
    currentHref: '/profile/company',
    children: (
      <SideMenu.Section heading="Profile and company settings for the whole account" collapsible>
        <SideMenu.Item href="/profile/company" icon={<Icon name="user" />}>
          Company information, billing address and VAT number
        </SideMenu.Item>
        <SideMenu.Item href="/profile/payment" icon={<Icon name="grid" />}>
          Payment cards and transactions
        </SideMenu.Item>
      </SideMenu.Section>
    ),
  },
};

export const RTL: Story = {
  globals: { dir: 'rtl', locale: 'ar' },
  args: {
    label: 'القائمة الرئيسية',
    currentHref: '/widget/appearance',
    children: (
      <>
        <SideMenu.Section heading="الأداة" collapsible>
          <SideMenu.Item href="/widget/contacts" icon={<Icon name="user" />}>
            جهات الاتصال
          </SideMenu.Item>
          <SideMenu.Item href="/widget/appearance" icon={<Icon name="sun" />}>
            المظهر
          </SideMenu.Item>
        </SideMenu.Section>
        <SideMenu.Section heading="المقسم" collapsible defaultOpen={false}>
          <SideMenu.Item href="/pbx/users" icon={<Icon name="user" />}>
            المستخدمون
          </SideMenu.Item>
        </SideMenu.Section>
      </>
    ),
  },
};
