import { Icon, SideMenu } from '@switchboard/ui';
import { useRouterState } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { renderRouterLink } from '../shell/links';
import { widgetReportItems, widgetSettingsItems } from '../shell/navigation';
import { widgetMenuMessages as m } from './widget.messages';

/** The widget area's side menu (spec §2): the widget's settings, then its reports. */
export function WidgetMenu() {
  const intl = useIntl();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  return (
    <SideMenu label={intl.formatMessage(m.menu)} currentHref={pathname} renderLink={renderRouterLink}>
      <SideMenu.Section heading={intl.formatMessage(m.settings)}>
        {widgetSettingsItems.map((item) => (
          <SideMenu.Item key={item.to} href={item.to} icon={<Icon name={item.icon} />}>
            {intl.formatMessage(item.label)}
          </SideMenu.Item>
        ))}
      </SideMenu.Section>
      <SideMenu.Section heading={intl.formatMessage(m.reports)} collapsible>
        {widgetReportItems.map((item) => (
          <SideMenu.Item key={item.to} href={item.to} icon={<Icon name={item.icon} />}>
            {intl.formatMessage(item.label)}
          </SideMenu.Item>
        ))}
      </SideMenu.Section>
    </SideMenu>
  );
}
