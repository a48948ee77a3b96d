import { Icon, SideMenu } from '@switchboard/ui';
import { useRouterState } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { useOpenItems } from '../session/useMayCall';
import { renderRouterLink } from '../shell/links';
import { profileMenuItems } from '../shell/profileMenu';
import { profileMenuMessages as m } from '../shell/profileMenu.messages';

/**
 * The profile area's side menu (spec §2): dashboard, users, information and password, payments,
 * recharge account, subscriptions. Users need a verified account (the users list is a verified
 * endpoint); the money pages are the account owner's (decision 0006).
 */
export function ProfileMenu() {
  const intl = useIntl();
  const openItems = useOpenItems();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  return (
    <SideMenu label={intl.formatMessage(m.label)} currentHref={pathname} renderLink={renderRouterLink}>
      <SideMenu.Section heading={intl.formatMessage(m.heading)}>
        {openItems(profileMenuItems).map((item) => (
          <SideMenu.Item key={item.to} href={item.to} icon={<Icon name={item.icon} />}>
            {intl.formatMessage(item.label)}
          </SideMenu.Item>
        ))}
      </SideMenu.Section>
    </SideMenu>
  );
}
