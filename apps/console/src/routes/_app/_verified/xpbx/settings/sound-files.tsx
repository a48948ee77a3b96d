import { resourceQueries } from '@switchboard/api-client';
import { routes, soundFileResource } from '@switchboard/contract';
import { createFileRoute } from '@tanstack/react-router';
import { defineMessage } from 'react-intl';
import { SoundFilesPage } from '#features/sound-files/SoundFilesPage';

/** The sound files, ensured before the page shows. */
export const Route = createFileRoute('/_app/_verified/xpbx/settings/sound-files')({
  staticData: {
    menu: {
      in: 'pbx',
      label: defineMessage({ id: 'shell.nav.pbxSoundFiles', defaultMessage: 'Sound files' }),
      icon: 'upload',
      order: 70,
      needs: routes.listSoundFiles,
    },
  },
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(resourceQueries(context.api, soundFileResource).list()),
  component: SoundFilesPage,
});
