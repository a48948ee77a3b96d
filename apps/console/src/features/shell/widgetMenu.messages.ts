import { defineMessages } from 'react-intl';

/** The widget area's side menu (spec §2): the shell's navigation and the widget screens' titles name its entries. */
export const widgetMenuMessages = defineMessages({
  menu: { id: 'widget.menu.label', defaultMessage: 'Widget' },
  widgets: { id: 'widget.menu.widgets', defaultMessage: 'Widgets' },
  settings: { id: 'widget.menu.settings', defaultMessage: 'Settings' },
  contacts: { id: 'widget.menu.contacts', defaultMessage: 'Contacts' },
  sidebar: { id: 'widget.menu.sidebar', defaultMessage: 'Sidebar' },
  appearance: { id: 'widget.menu.appearance', defaultMessage: 'Appearance' },
  lang: { id: 'widget.menu.lang', defaultMessage: 'Multi language' },
  installation: { id: 'widget.menu.installation', defaultMessage: 'Installation' },
  security: { id: 'widget.menu.security', defaultMessage: 'Security' },
  securityCountry: { id: 'widget.menu.securityCountry', defaultMessage: 'Countries' },
  securityBlacklist: { id: 'widget.menu.securityBlacklist', defaultMessage: 'IP blacklist' },
  tariffs: { id: 'widget.menu.tariffs', defaultMessage: 'Tariffs' },
  location: { id: 'widget.menu.location', defaultMessage: 'Locations on map' },
  reports: { id: 'widget.menu.reports', defaultMessage: 'Reports' },
  calls: { id: 'widget.menu.calls', defaultMessage: 'Audio calls' },
  callRequest: { id: 'widget.menu.callRequest', defaultMessage: 'Callback requests' },
  messages: { id: 'widget.menu.messages', defaultMessage: 'Messages' },
  videoCalls: { id: 'widget.menu.videoCalls', defaultMessage: 'Video calls' },
  emails: { id: 'widget.menu.emails', defaultMessage: 'Emails' },
});
