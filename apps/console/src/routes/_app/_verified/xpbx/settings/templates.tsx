import { resourceQueries } from '@switchboard/api-client';
import { mailTemplateResource, messageTemplateResource } from '@switchboard/contract';
import { createFileRoute } from '@tanstack/react-router';
import { TemplatesPage } from '#features/pbx-messaging/TemplatesPage';

/** Text and mail templates, both ensured before the page shows. */
export const Route = createFileRoute('/_app/_verified/xpbx/settings/templates')({
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(resourceQueries(context.api, messageTemplateResource).list()),
      context.queryClient.ensureQueryData(resourceQueries(context.api, mailTemplateResource).list()),
    ]),
  component: TemplatesPage,
});
