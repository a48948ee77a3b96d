import { defineMessages } from 'react-intl';

/** The PBX area's frame: its settings side menu (spec §2, PBX area). */
export const xpbxMessages = defineMessages({
  settingsMenu: { id: 'xpbx.settings.menu', defaultMessage: 'PBX settings' },
  settingsHeading: { id: 'xpbx.settings.heading', defaultMessage: 'Settings' },
  users: { id: 'xpbx.settings.users', defaultMessage: 'Users' },
  extensions: { id: 'xpbx.settings.extensions', defaultMessage: 'Extensions' },
});
