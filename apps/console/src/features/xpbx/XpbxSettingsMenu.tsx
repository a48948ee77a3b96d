import { Icon, SideMenu } from '@switchboard/ui';
import { useRouterState } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { useOpenItems } from '../session/useMayCall';
import { renderRouterLink } from '../shell/links';
import { xpbxSettingsItems } from '../shell/navigation';
import { xpbxMessages as m } from './xpbx.messages';

/**
 * The side menu of the PBX settings (spec §2 lists many child pages; only those that exist are
 * listed, from the navigation table).
 */
export function XpbxSettingsMenu() {
  const intl = useIntl();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const openItems = useOpenItems();
  return (
    <SideMenu label={intl.formatMessage(m.settingsMenu)} currentHref={pathname} renderLink={renderRouterLink}>
      <SideMenu.Section heading={intl.formatMessage(m.settingsHeading)}>
        {openItems(xpbxSettingsItems).map((item) => (
          <SideMenu.Item key={item.to} href={item.to} icon={<Icon name={item.icon} />}>
            {intl.formatMessage(item.label)}
          </SideMenu.Item>
        ))}
      </SideMenu.Section>
    </SideMenu>
  );
}
