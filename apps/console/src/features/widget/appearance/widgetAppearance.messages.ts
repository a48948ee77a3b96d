import type {
  AppearanceColorField,
  AppearanceTextField,
  ChatVisibility,
  WidgetPosition,
} from '@switchboard/contract';
import { defineMessages, type MessageDescriptor } from 'react-intl';

/** /widget/appearance: the appearance editor and its live preview. */
export const widgetAppearanceMessages = defineMessages({
  title: { id: 'widgetAppearance.title', defaultMessage: 'Appearance' },
  description: {
    id: 'widgetAppearance.description',
    defaultMessage: 'Colours, texts and behaviour of the widget. Changes are saved as you make them.',
  },
  reset: { id: 'widgetAppearance.reset', defaultMessage: 'Reset to defaults' },
  resetQuestion: {
    id: 'widgetAppearance.resetQuestion',
    defaultMessage: 'Reset the appearance to its defaults?',
  },
  resetDetail: {
    id: 'widgetAppearance.resetDetail',
    defaultMessage: 'Every colour, text and setting on this page goes back to its default value.',
  },
  resetConfirm: { id: 'widgetAppearance.resetConfirm', defaultMessage: 'Reset' },
  texts: { id: 'widgetAppearance.texts', defaultMessage: 'Texts' },
  behaviour: { id: 'widgetAppearance.behaviour', defaultMessage: 'Behaviour' },
  notPreviewed: {
    id: 'widgetAppearance.notPreviewed',
    defaultMessage: 'The current widget does not show these yet, so the preview does not either.',
  },
  textHint: { id: 'widgetAppearance.textHint', defaultMessage: 'Up to 50 characters.' },
  position: { id: 'widgetAppearance.position', defaultMessage: 'Widget position' },
  visibility: { id: 'widgetAppearance.visibility', defaultMessage: 'Chat visibility' },
  visibilityHint: {
    id: 'widgetAppearance.visibilityHint',
    defaultMessage: 'Where visitors see the widget. The preview always shows it.',
  },
  displayOffline: { id: 'widgetAppearance.displayOffline', defaultMessage: 'Show offices while offline' },
  displayOfflineHint: {
    id: 'widgetAppearance.displayOfflineHint',
    defaultMessage: 'Offices and departments outside their opening hours stay listed, marked offline.',
  },
  sounds: { id: 'widgetAppearance.sounds', defaultMessage: 'Sounds' },
  soundsHint: {
    id: 'widgetAppearance.soundsHint',
    defaultMessage: 'Ringing and notification sounds. The preview plays none.',
  },
  preview: { id: 'widgetAppearance.preview', defaultMessage: 'Preview' },
  previewFrame: { id: 'widgetAppearance.previewFrame', defaultMessage: 'Live preview' },
  showPanel: { id: 'widgetAppearance.showPanel', defaultMessage: 'Show panel' },
  previewNotice: {
    id: 'widgetAppearance.previewNotice',
    defaultMessage: 'This is a preview: nothing was sent.',
  },
});

/** The colour groups' headings, in the order the form shows them. */
export const groupMessages = defineMessages({
  header: { id: 'widgetAppearance.group.header', defaultMessage: 'Header' },
  body: { id: 'widgetAppearance.group.body', defaultMessage: 'Body' },
  contactList: { id: 'widgetAppearance.group.contactList', defaultMessage: 'Contact list' },
  departments: { id: 'widgetAppearance.group.departments', defaultMessage: 'Departments' },
  sidebar: { id: 'widgetAppearance.group.sidebar', defaultMessage: 'Sidebar' },
  buttons: { id: 'widgetAppearance.group.buttons', defaultMessage: 'Buttons' },
  footer: { id: 'widgetAppearance.group.footer', defaultMessage: 'Footer' },
  floatingButton: { id: 'widgetAppearance.group.floatingButton', defaultMessage: 'Floating button' },
  status: { id: 'widgetAppearance.group.status', defaultMessage: 'Status' },
});

/** A label for every colour field (typed by the contract, so none can be missing). */
export const colourMessages: Record<AppearanceColorField, MessageDescriptor> = defineMessages({
  headerBackground: { id: 'widgetAppearance.colour.headerBackground', defaultMessage: 'Header background' },
  headerColor: { id: 'widgetAppearance.colour.headerColor', defaultMessage: 'Header text' },
  headerIconBackground: {
    id: 'widgetAppearance.colour.headerIconBackground',
    defaultMessage: 'Header icon background',
  },
  headerIconColor: { id: 'widgetAppearance.colour.headerIconColor', defaultMessage: 'Header icon' },
  bodyBackground: { id: 'widgetAppearance.colour.bodyBackground', defaultMessage: 'Body background' },
  bodyColor: { id: 'widgetAppearance.colour.bodyColor', defaultMessage: 'Body text' },
  contactListBackground: {
    id: 'widgetAppearance.colour.contactListBackground',
    defaultMessage: 'Contact list background',
  },
  contactListColor: { id: 'widgetAppearance.colour.contactListColor', defaultMessage: 'Contact list text' },
  departmentBackground: {
    id: 'widgetAppearance.colour.departmentBackground',
    defaultMessage: 'Department background',
  },
  departmentListBackground: {
    id: 'widgetAppearance.colour.departmentListBackground',
    defaultMessage: 'Department list background',
  },
  departmentListColor: {
    id: 'widgetAppearance.colour.departmentListColor',
    defaultMessage: 'Department list text',
  },
  departmentListIcon: {
    id: 'widgetAppearance.colour.departmentListIcon',
    defaultMessage: 'Department icon background',
  },
  departmentListIconColor: {
    id: 'widgetAppearance.colour.departmentListIconColor',
    defaultMessage: 'Department icon',
  },
  departmentListActiveIcon: {
    id: 'widgetAppearance.colour.departmentListActiveIcon',
    defaultMessage: 'Active department icon background',
  },
  departmentListActiveIconColor: {
    id: 'widgetAppearance.colour.departmentListActiveIconColor',
    defaultMessage: 'Active department icon',
  },
  sidebarBackground: {
    id: 'widgetAppearance.colour.sidebarBackground',
    defaultMessage: 'Sidebar background',
  },
  sidebarIconBackground: {
    id: 'widgetAppearance.colour.sidebarIconBackground',
    defaultMessage: 'Sidebar icon background',
  },
  sidebarIconColor: { id: 'widgetAppearance.colour.sidebarIconColor', defaultMessage: 'Sidebar icon' },
  dialerButtonBg: { id: 'widgetAppearance.colour.dialerButtonBg', defaultMessage: 'Call button background' },
  dialerButtonColor: { id: 'widgetAppearance.colour.dialerButtonColor', defaultMessage: 'Call button text' },
  callHangBg: { id: 'widgetAppearance.colour.callHangBg', defaultMessage: 'Hang-up and cancel background' },
  callHangColor: { id: 'widgetAppearance.colour.callHangColor', defaultMessage: 'Hang-up and cancel text' },
  submitButtonBg: { id: 'widgetAppearance.colour.submitButtonBg', defaultMessage: 'Send button background' },
  submitButtonColor: { id: 'widgetAppearance.colour.submitButtonColor', defaultMessage: 'Send button text' },
  footerBackground: { id: 'widgetAppearance.colour.footerBackground', defaultMessage: 'Footer background' },
  footerColor: { id: 'widgetAppearance.colour.footerColor', defaultMessage: 'Footer text' },
  floatingButtonBackground: {
    id: 'widgetAppearance.colour.floatingButtonBackground',
    defaultMessage: 'Floating button background',
  },
  floatingButtonColor: {
    id: 'widgetAppearance.colour.floatingButtonColor',
    defaultMessage: 'Floating button icon',
  },
  onlineStatus: { id: 'widgetAppearance.colour.onlineStatus', defaultMessage: 'Online status' },
  offlineStatus: { id: 'widgetAppearance.colour.offlineStatus', defaultMessage: 'Offline status' },
});

export const textMessages: Record<AppearanceTextField, MessageDescriptor> = defineMessages({
  floatingButtonLabel: {
    id: 'widgetAppearance.text.floatingButtonLabel',
    defaultMessage: 'Floating button label',
  },
  onlineText: { id: 'widgetAppearance.text.onlineText', defaultMessage: 'Online text' },
  offlineText: { id: 'widgetAppearance.text.offlineText', defaultMessage: 'Offline text' },
});

export const positionMessages: Record<WidgetPosition, MessageDescriptor> = defineMessages({
  left: { id: 'widgetAppearance.position.left', defaultMessage: 'Left' },
  right: { id: 'widgetAppearance.position.right', defaultMessage: 'Right' },
});

export const visibilityMessages: Record<ChatVisibility, MessageDescriptor> = defineMessages({
  'on-desktop-and-mobile': {
    id: 'widgetAppearance.visibility.onDesktopAndMobile',
    defaultMessage: 'On desktop and mobile',
  },
  desktop: { id: 'widgetAppearance.visibility.desktop', defaultMessage: 'Desktop only' },
  mobile: { id: 'widgetAppearance.visibility.mobile', defaultMessage: 'Mobile only' },
  hide: { id: 'widgetAppearance.visibility.hide', defaultMessage: 'Hidden' },
  advanced: { id: 'widgetAppearance.visibility.advanced', defaultMessage: 'Advanced' },
});
