import { voicemailResource } from '@switchboard/contract';
import { createFileRoute } from '@tanstack/react-router';
import { scopedQueries } from '#features/resource/scoped';
import { VoicemailPage } from '#features/voicemail/VoicemailPage';

/** The voicemail boxes, ensured before the page shows. */
export const Route = createFileRoute('/_app/_verified/xpbx/settings/voicemail')({
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(scopedQueries(context.api, voicemailResource, undefined).list()),
  component: VoicemailPage,
});
