import { Icon, SideMenu } from '@switchboard/ui';
import { useRouterState } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { widgetMenuMessages as m } from '#features/shell/widgetMenu.messages';
import { useOpenItems } from '../session/useMayCall';
import { renderRouterLink } from '../shell/links';
import { widgetReportItems, widgetSettingsItems } from '../shell/navigation';

/** The widget area's side menu (spec §2): the widget's settings, then its reports. */
export function WidgetMenu() {
  const intl = useIntl();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const openItems = useOpenItems();
  const settings = openItems(widgetSettingsItems);
  return (
    <SideMenu label={intl.formatMessage(m.menu)} currentHref={pathname} renderLink={renderRouterLink}>
      {settings.length > 0 && (
        <SideMenu.Section heading={intl.formatMessage(m.settings)}>
          {settings.map((item) => (
            <SideMenu.Item key={item.to} href={item.to} icon={<Icon name={item.icon} />}>
              {intl.formatMessage(item.label)}
            </SideMenu.Item>
          ))}
        </SideMenu.Section>
      )}
      <SideMenu.Section heading={intl.formatMessage(m.reports)} collapsible>
        {openItems(widgetReportItems).map((item) => (
          <SideMenu.Item key={item.to} href={item.to} icon={<Icon name={item.icon} />}>
            {intl.formatMessage(item.label)}
          </SideMenu.Item>
        ))}
      </SideMenu.Section>
    </SideMenu>
  );
}
