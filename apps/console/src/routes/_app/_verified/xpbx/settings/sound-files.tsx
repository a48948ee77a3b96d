import { resourceQueries } from '@switchboard/api-client';
import { soundFileResource } from '@switchboard/contract';
import { createFileRoute } from '@tanstack/react-router';
import { SoundFilesPage } from '#features/sound-files/SoundFilesPage';

/** The sound files, ensured before the page shows. */
export const Route = createFileRoute('/_app/_verified/xpbx/settings/sound-files')({
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(resourceQueries(context.api, soundFileResource).list()),
  component: SoundFilesPage,
});
