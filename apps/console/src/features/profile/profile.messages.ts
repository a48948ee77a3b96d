import { defineMessages } from 'react-intl';

/**
 * The profile screens are English only (spec §1): ids under `profile.` live in en.json alone (the
 * catalog check enforces it) and the routes render inside <ForceLocale locale="en">.
 */
export const profileMessages = defineMessages({
  title: { id: 'profile.dashboard.title', defaultMessage: 'Profile' },
  description: { id: 'profile.dashboard.description', defaultMessage: 'Your personal and company details.' },
  personal: { id: 'profile.dashboard.personal', defaultMessage: 'Personal info' },
  company: { id: 'profile.dashboard.company', defaultMessage: 'Company' },
  notSet: { id: 'profile.dashboard.notSet', defaultMessage: 'Not set yet' },
  unavailable: {
    id: 'profile.dashboard.unavailable',
    defaultMessage: 'Your profile could not be loaded. Please reload the page.',
  },
});
