import type { StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Icon } from '../Icon/Icon';
import { SideMenu } from '../SideMenu/SideMenu';
import { AppHeader } from './AppHeader';
import { appHeaderMeta, logo, Navigation, products } from './AppHeader.storyMeta';

const meta = { ...appHeaderMeta, title: 'Navigation/AppHeader/Features' } satisfies typeof appHeaderMeta;

export default meta;
type Story = StoryObj<typeof meta>;

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
