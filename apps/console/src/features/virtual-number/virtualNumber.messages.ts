import { defineMessages } from 'react-intl';

/** The virtual number area's side menu (spec §2). */
export const virtualNumberMessages = defineMessages({
  menu: { id: 'virtualNumber.menu', defaultMessage: 'Virtual number menu' },
  heading: { id: 'virtualNumber.heading', defaultMessage: 'Virtual numbers' },
});
