import { resourceQueries } from '@switchboard/api-client';
import { pbxContactResource } from '@switchboard/contract';
import { createFileRoute } from '@tanstack/react-router';
import { PbxContactsPage } from '#features/pbx-contacts/PbxContactsPage';

/** The PBX phone book, ensured before the page shows. */
export const Route = createFileRoute('/_app/_verified/xpbx/settings/contacts')({
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(resourceQueries(context.api, pbxContactResource).list()),
  component: PbxContactsPage,
});
