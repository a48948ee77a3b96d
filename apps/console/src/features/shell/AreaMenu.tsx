import { Icon, SideMenu } from '@switchboard/ui';
import { useRouterState } from '@tanstack/react-router';
import type { MessageDescriptor } from 'react-intl';
import { useIntl } from 'react-intl';
import { useOpenItems } from '../session/useMayCall';
import { renderRouterLink } from './links';
import { useMenuItems } from './menu';
import type { MenuArea } from './navigation';

/** An area's side menu: the pages its route files declare (`staticData.menu`) that the session may open. */
export function AreaMenu({
  area,
  label,
  heading,
}: {
  area: MenuArea;
  /** The navigation landmark's name. */
  label: MessageDescriptor;
  heading: MessageDescriptor;
}) {
  const intl = useIntl();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const openItems = useOpenItems();
  const items = useMenuItems(area);
  return (
    <SideMenu label={intl.formatMessage(label)} currentHref={pathname} renderLink={renderRouterLink}>
      <SideMenu.Section heading={intl.formatMessage(heading)}>
        {openItems(items).map((item) => (
          <SideMenu.Item key={item.to} href={item.to} icon={<Icon name={item.icon} />}>
            {intl.formatMessage(item.label)}
          </SideMenu.Item>
        ))}
      </SideMenu.Section>
    </SideMenu>
  );
}
