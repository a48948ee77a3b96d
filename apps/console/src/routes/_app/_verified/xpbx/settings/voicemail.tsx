import { resourceQueries } from '@switchboard/api-client';
import { voicemailResource } from '@switchboard/contract';
import { createFileRoute } from '@tanstack/react-router';
import { VoicemailPage } from '#features/voicemail/VoicemailPage';

/** The voicemail boxes, ensured before the page shows. */
export const Route = createFileRoute('/_app/_verified/xpbx/settings/voicemail')({
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(resourceQueries(context.api, voicemailResource).list()),
  component: VoicemailPage,
});
