import { createFileRoute } from '@tanstack/react-router';
import { TariffError } from '#features/widget/tariffs/TariffError';
import { TariffPage } from '#features/widget/tariffs/TariffPage';

/** One tariff kind's rates; the id is the tariff type. */
export const Route = createFileRoute('/_app/widget/_verified/tariffs/$id')({
  loader: ({ context: { queryClient, queries }, params }) =>
    Promise.all([
      queryClient.ensureQueryData(queries.tariffs(params.id)),
      queryClient.ensureQueryData(queries.tariffTypes()),
    ]),
  errorComponent: TariffError,
  component: TariffRoute,
});

function TariffRoute() {
  const { id } = Route.useParams();
  return <TariffPage type={id} />;
}
