import { createFileRoute } from '@tanstack/react-router';
import { ExtensionsPage } from '../../../../../features/pbx-extensions/ExtensionsPage';

/** The internal numbers; the lists start loading with the navigation (the page shows its states). */
export const Route = createFileRoute('/_app/_verified/xpbx/settings/extensions')({
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(context.queries.listExtensions());
    void context.queryClient.prefetchQuery(context.queries.listPbxUsers());
  },
  component: ExtensionsPage,
});
