import { createFileRoute } from '@tanstack/react-router';
import { TariffPage } from '../../../../../features/widget/tariffs/TariffPage';

/** One tariff kind's rates; the id is the tariff type. */
export const Route = createFileRoute('/_app/widget/_verified/tariffs/$id')({
  component: TariffRoute,
});

function TariffRoute() {
  const { id } = Route.useParams();
  return <TariffPage type={id} />;
}
