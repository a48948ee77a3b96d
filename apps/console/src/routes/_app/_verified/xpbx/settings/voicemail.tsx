import { resourceQueries } from '@switchboard/api-client';
import { routes, voicemailResource } from '@switchboard/contract';
import { createFileRoute } from '@tanstack/react-router';
import { defineMessage } from 'react-intl';
import { VoicemailPage } from '#features/voicemail/VoicemailPage';

/** The voicemail boxes, ensured before the page shows. */
export const Route = createFileRoute('/_app/_verified/xpbx/settings/voicemail')({
  staticData: {
    menu: {
      in: 'pbx',
      label: defineMessage({ id: 'shell.nav.pbxVoicemail', defaultMessage: 'Voicemail' }),
      icon: 'mail',
      order: 80,
      needs: routes.listVoicemails,
    },
  },
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(resourceQueries(context.api, voicemailResource).list()),
  component: VoicemailPage,
});
