import type { AppearanceColorField } from '@switchboard/contract';
import type { groupMessages } from './widgetAppearance.messages';

export interface ColourGroup {
  id: keyof typeof groupMessages;
  fields: readonly AppearanceColorField[];
  /** The current widget draws no such part yet, so the preview cannot show these colours. */
  notPreviewed?: boolean;
}

/** The 30 colour fields, grouped by the part of the widget they paint (a test checks all are here). */
export const COLOUR_GROUPS: readonly ColourGroup[] = [
  { id: 'header', fields: ['headerBackground', 'headerColor', 'headerIconBackground', 'headerIconColor'] },
  { id: 'body', fields: ['bodyBackground', 'bodyColor'] },
  { id: 'contactList', fields: ['contactListBackground', 'contactListColor'] },
  {
    id: 'departments',
    fields: [
      'departmentBackground',
      'departmentListBackground',
      'departmentListColor',
      'departmentListIcon',
      'departmentListIconColor',
      'departmentListActiveIcon',
      'departmentListActiveIconColor',
    ],
  },
  {
    id: 'buttons',
    fields: [
      'dialerButtonBg',
      'dialerButtonColor',
      'submitButtonBg',
      'submitButtonColor',
      'callHangBg',
      'callHangColor',
    ],
  },
  { id: 'floatingButton', fields: ['floatingButtonBackground', 'floatingButtonColor'] },
  { id: 'status', fields: ['onlineStatus', 'offlineStatus'] },
  {
    id: 'sidebar',
    fields: ['sidebarBackground', 'sidebarIconBackground', 'sidebarIconColor'],
    notPreviewed: true,
  },
  { id: 'footer', fields: ['footerBackground', 'footerColor'], notPreviewed: true },
];
