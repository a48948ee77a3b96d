import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Icon } from '../Icon/Icon';
import { SideMenu } from '../SideMenu/SideMenu';
import { AppHeader } from './AppHeader';
import type { AppHeaderProduct } from './AppHeaderProductSwitcher';

const products: AppHeaderProduct[] = [
  { id: 'widget', label: 'Widget', href: '#widget', current: true },
  { id: 'dids', label: 'DIDs', href: '#dids' },
  { id: 'xpbx', label: 'XPBX', href: '#xpbx' },
  { id: 'billing', label: 'Billing', href: '#billing' },
  { id: 'call-center', label: 'Call Center', href: '#call-center' },
  { id: 'tracking', label: 'Tracking', href: '#virtual-num' },
  { id: 'messaging', label: 'Messaging', href: '#virtual-num' },
];

const photo =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><rect width="24" height="24" fill="#0b63ce"/><text x="12" y="16" font-size="11" text-anchor="middle" fill="#fff" font-family="sans-serif">AS</text></svg>',
  );

const logo = (
  <a href="#home" style={{ color: 'inherit', fontWeight: 600, textDecoration: 'none' }}>
    Switchboard
  </a>
);

function Navigation() {
  return (
    <SideMenu label="Main" currentHref="#contacts">
      <SideMenu.Section heading="Widget" collapsible>
        <SideMenu.Item href="#contacts" icon={<Icon name="user" />}>
          Contacts
        </SideMenu.Item>
        <SideMenu.Item href="#appearance" icon={<Icon name="sun" />}>
          Appearance
        </SideMenu.Item>
      </SideMenu.Section>
      <SideMenu.Section heading="PBX" collapsible>
        <SideMenu.Item href="#extensions" icon={<Icon name="keyboard" />}>
          Extensions
        </SideMenu.Item>
        <SideMenu.Item href="#users" icon={<Icon name="user" />}>
          Users
        </SideMenu.Item>
      </SideMenu.Section>
    </SideMenu>
  );
}

const userMenu = (
  <AppHeader.UserMenu
    name="Anna Schmidt"
    photoUrl={photo}
    company="Acme Telecom GmbH"
    profileHref="#profile"
    onRecharge={() => {}}
    onLogout={() => {}}
  />
);

const meta = {
  title: 'Navigation/AppHeader',
  component: AppHeader,
  args: {
    start: (
      <>
        <AppHeader.MenuButton>
          <Navigation />
        </AppHeader.MenuButton>
        {logo}
      </>
    ),
    end: (
      <>
        <AppHeader.ProductSwitcher items={products} />
        {userMenu}
      </>
    ),
  },
} satisfies Meta<typeof AppHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const PanelOpen: Story = {
  args: {
    start: (
      <>
        <AppHeader.MenuButton defaultOpen>
          <Navigation />
        </AppHeader.MenuButton>
        {logo}
      </>
    ),
  },
  play: async () => {
    await expect(await within(document.body).findByRole('dialog', { name: 'Menu' })).toBeVisible();
  },
};

export const ProductSwitcherOpen: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Products' }));
    await expect(await within(document.body).findByRole('menu')).toBeVisible();
  },
};

export const UserMenuOpen: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Anna Schmidt' }));
    await expect(await within(document.body).findByRole('menuitem', { name: 'Logout' })).toBeVisible();
  },
};

export const WithoutRecharge: Story = {
  args: {
    end: <AppHeader.UserMenu name="Boris" profileHref="#profile" onLogout={() => {}} />,
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Boris' }));
    await expect(await within(document.body).findByRole('menuitem', { name: 'Logout' })).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    middle: <span>Widget settings for the northern sales region and its night shift</span>,
    end: (
      <AppHeader.UserMenu
        name="Maximilian Alexander von Hohenzollern-Sigmaringen"
        company="Northern Region Telecommunication Services and Consulting Limited"
        amount="€1,234,567.89"
        profileHref="#profile"
        onRecharge={() => {}}
        onLogout={() => {}}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Maximilian/ }));
    await expect(await within(document.body).findByRole('menuitem', { name: 'Logout' })).toBeVisible();
  },
};

export const RTL: Story = {
  globals: { dir: 'rtl', locale: 'ar' },
  args: {
    start: (
      <>
        <AppHeader.MenuButton defaultOpen label="فتح القائمة" title="القائمة">
          <SideMenu label="القائمة الرئيسية" currentHref="#contacts">
            <SideMenu.Section heading="الأداة" collapsible>
              <SideMenu.Item href="#contacts" icon={<Icon name="user" />}>
                جهات الاتصال
              </SideMenu.Item>
              <SideMenu.Item href="#appearance" icon={<Icon name="sun" />}>
                المظهر
              </SideMenu.Item>
            </SideMenu.Section>
          </SideMenu>
        </AppHeader.MenuButton>
        {logo}
      </>
    ),
    end: (
      <AppHeader.UserMenu
        name="سارة أحمد"
        company="شركة الاتصالات"
        profileHref="#profile"
        onLogout={() => {}}
      />
    ),
  },
  play: async () => {
    await expect(await within(document.body).findByRole('dialog', { name: 'القائمة' })).toBeVisible();
  },
};

export const RTLUserMenuOpen: Story = {
  globals: { dir: 'rtl', locale: 'ar' },
  args: {
    end: (
      <>
        <AppHeader.ProductSwitcher items={products} label="المنتجات" />
        <AppHeader.UserMenu
          name="سارة أحمد"
          company="شركة الاتصالات"
          amount="٠"
          profileHref="#profile"
          onRecharge={() => {}}
          onLogout={() => {}}
        />
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'سارة أحمد' }));
    await expect(await within(document.body).findByRole('menuitem', { name: 'Logout' })).toBeVisible();
  },
};
