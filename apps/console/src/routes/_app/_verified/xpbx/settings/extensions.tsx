import { createFileRoute } from '@tanstack/react-router';
import { ExtensionsPage } from '#features/pbx-extensions/ExtensionsPage';

/** The internal numbers and the users who have them, ensured before the page shows. */
export const Route = createFileRoute('/_app/_verified/xpbx/settings/extensions')({
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(context.queries.listExtensions()),
      context.queryClient.ensureQueryData(context.queries.listPbxUsers()),
    ]),
  component: ExtensionsPage,
});
