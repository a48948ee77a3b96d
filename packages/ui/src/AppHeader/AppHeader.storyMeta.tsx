import type { Meta } from '@storybook/react-vite';
import { Icon } from '../Icon/Icon';
import { SideMenu } from '../SideMenu/SideMenu';
import { AppHeader } from './AppHeader';
import type { AppHeaderProduct } from './AppHeaderProductSwitcher';

export const products: AppHeaderProduct[] = [
  { id: 'widget', label: 'Widget', href: '#widget', current: true },
  { id: 'dids', label: 'DIDs', href: '#dids' },
  { id: 'xpbx', label: 'XPBX', href: '#xpbx' },
  { id: 'billing', label: 'Billing', href: '#billing' },
  { id: 'call-center', label: 'Call Center', href: '#call-center' },
  { id: 'tracking', label: 'Tracking', href: '#virtual-num' },
  { id: 'messaging', label: 'Messaging', href: '#virtual-num' },
];

export const photo =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><rect width="24" height="24" fill="#0b63ce"/><text x="12" y="16" font-size="11" text-anchor="middle" fill="#fff" font-family="sans-serif">AS</text></svg>',
  );

export const logo = (
  <a href="#home" style={{ color: 'inherit', fontWeight: 600, textDecoration: 'none' }}>
    Switchboard
  </a>
);

export function Navigation() {
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

export const userMenu = (
  <AppHeader.UserMenu
    name="Anna Schmidt"
    photoUrl={photo}
    company="Acme Telecom GmbH"
    profileHref="#profile"
    onRecharge={() => {}}
    onLogout={() => {}}
  />
);

export const appHeaderMeta = {
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
