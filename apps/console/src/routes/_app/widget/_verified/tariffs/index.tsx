import { createFileRoute } from '@tanstack/react-router';
import { TariffsPage } from '../../../../../features/widget/tariffs/TariffsPage';

/** The tariff kinds. */
export const Route = createFileRoute('/_app/widget/_verified/tariffs/')({
  component: TariffsPage,
});
