import { defineMessages } from 'react-intl';

/** The widget area's frame: its side menu (spec §2) and the texts every widget screen shares (spec §8). */
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

/** Spec §8 "Widget" texts, word for word. */
export const widgetMessages = defineMessages({
  fetchFailed: { id: 'widget.fetchFailed', defaultMessage: 'Unable to fetch widget data' },
  listFailed: { id: 'widget.listFailed', defaultMessage: 'Unable to get widgets data' },
  saved: { id: 'widget.saved', defaultMessage: 'Widget data saved!' },
  deleted: { id: 'widget.deleted', defaultMessage: 'Phone deleted!' },
  saveFailed: { id: 'widget.saveFailed', defaultMessage: 'Unable to save phone data' },
  contactSaveFailed: { id: 'widget.contactSaveFailed', defaultMessage: 'Unable to save contact' },
  contactSaved: { id: 'widget.contactSaved', defaultMessage: 'Contact saved!' },
  languagesFailed: { id: 'widget.languagesFailed', defaultMessage: 'Unable to update phone languages' },
  lookFailed: {
    id: 'widget.lookFailed',
    defaultMessage: 'Unable to save sidebar / appearance settings',
  },
  noPhone: { id: 'widget.noPhone', defaultMessage: 'No phone found' },
  noPhoneSelected: { id: 'widget.noPhoneSelected', defaultMessage: 'No phone selected' },
  noDepartments: { id: 'widget.noDepartments', defaultMessage: 'No departments in this contact' },
  noContacts: { id: 'widget.noContacts', defaultMessage: 'No contacts found for your record' },
  verifyFirst: {
    id: 'widget.verifyFirst',
    defaultMessage: 'Please verify your account to complete this request',
  },
  createFirst: { id: 'widget.createFirst', defaultMessage: 'Create a widget to set it up.' },
  toWidgets: { id: 'widget.toWidgets', defaultMessage: 'Go to widgets' },
});

/** Where an automatic save (sidebar, appearance) stands. */
export const widgetSaveMessages = defineMessages({
  waiting: { id: 'widget.save.waiting', defaultMessage: 'Saving your latest changes…' },
  saving: { id: 'widget.save.saving', defaultMessage: 'Saving…' },
  saved: { id: 'widget.save.saved', defaultMessage: 'All changes saved' },
});
