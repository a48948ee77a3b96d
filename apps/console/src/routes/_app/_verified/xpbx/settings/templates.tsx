import { resourceQueries } from '@switchboard/api-client';
import { mailTemplateResource, messageTemplateResource, routes } from '@switchboard/contract';
import { createFileRoute } from '@tanstack/react-router';
import { defineMessage } from 'react-intl';
import { TemplatesPage } from '#features/pbx-messaging/TemplatesPage';

/** Text and mail templates, both ensured before the page shows. */
export const Route = createFileRoute('/_app/_verified/xpbx/settings/templates')({
  staticData: {
    menu: {
      in: 'pbx',
      label: defineMessage({ id: 'shell.nav.pbxTemplates', defaultMessage: 'Templates' }),
      icon: 'chat',
      order: 140,
      needs: routes.listMessageTemplates,
    },
  },
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(resourceQueries(context.api, messageTemplateResource).list()),
      context.queryClient.ensureQueryData(resourceQueries(context.api, mailTemplateResource).list()),
    ]),
  component: TemplatesPage,
});
