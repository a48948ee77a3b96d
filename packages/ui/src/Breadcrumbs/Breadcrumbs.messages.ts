import { defineMessages } from 'react-intl';

export const breadcrumbsMessages = defineMessages({
  label: { id: 'ui.breadcrumbs.label', defaultMessage: 'Breadcrumbs' },
});
