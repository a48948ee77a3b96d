import type { SidebarAnimation, SidebarColorScheme } from '@switchboard/contract';
import { defineMessages, type MessageDescriptor } from 'react-intl';

/** The sidebar page (spec §2, §3 Sidebar): colour scheme and animation, saved as you go. The widget's side is the
 * appearance's `widgetPosition` (one place to choose it, with the live preview); `sidebar.position`
 * is kept as stored. */
export const widgetSidebarMessages = defineMessages({
  title: { id: 'widgetSidebar.title', defaultMessage: 'Sidebar' },
  description: {
    id: 'widgetSidebar.description',
    defaultMessage:
      'How the sidebar of the active widget looks on your website. Changes are saved as you make them.',
  },
  formLabel: { id: 'widgetSidebar.formLabel', defaultMessage: 'Sidebar settings' },
  colorScheme: { id: 'widgetSidebar.colorScheme', defaultMessage: 'Colour scheme' },
  autoSchemeHint: {
    id: 'widgetSidebar.scheme.autoHint',
    defaultMessage: "Follows the visitor's light or dark setting.",
  },
  animation: { id: 'widgetSidebar.animation', defaultMessage: 'Animation' },
  animationHint: {
    id: 'widgetSidebar.animationHint',
    defaultMessage: 'How the widget button draws attention to itself.',
  },
  reset: { id: 'widgetSidebar.reset', defaultMessage: 'Reset to defaults' },
  retry: { id: 'widgetSidebar.retry', defaultMessage: 'Try again' },
});

export const colorSchemeMessages: Record<SidebarColorScheme, MessageDescriptor> = defineMessages({
  light: { id: 'widgetSidebar.scheme.light', defaultMessage: 'Light' },
  dark: { id: 'widgetSidebar.scheme.dark', defaultMessage: 'Dark' },
  auto: { id: 'widgetSidebar.scheme.auto', defaultMessage: 'Automatic' },
});

export const animationMessages: Record<SidebarAnimation, MessageDescriptor> = defineMessages({
  ripple: { id: 'widgetSidebar.animation.ripple', defaultMessage: 'Ripple' },
  pulse: { id: 'widgetSidebar.animation.pulse', defaultMessage: 'Pulse' },
  bounce: { id: 'widgetSidebar.animation.bounce', defaultMessage: 'Bounce' },
  shake: { id: 'widgetSidebar.animation.shake', defaultMessage: 'Shake' },
  none: { id: 'widgetSidebar.animation.none', defaultMessage: 'None' },
});
