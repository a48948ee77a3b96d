import { resourceQueries } from '@switchboard/api-client';
import { pbxDomainResource } from '@switchboard/contract';
import { createFileRoute } from '@tanstack/react-router';
import { CreateDomainPage } from '#features/pbx-domains/CreateDomainPage';

/** A new PBX domain; the listed ones are ensured first (a host must not repeat). */
export const Route = createFileRoute('/_app/_verified/xpbx/settings/create-domain')({
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(resourceQueries(context.api, pbxDomainResource).list()),
  component: CreateDomainPage,
});
