import { createFileRoute } from '@tanstack/react-router';
import { TariffPage } from '../../../../../features/widget-tariffs/TariffPage';

/** One tariff kind's rates. */
export const Route = createFileRoute('/_app/widget/_verified/tariffs/$id')({
  component: TariffPage,
});
