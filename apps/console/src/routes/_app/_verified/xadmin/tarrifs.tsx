import { tariffQueries } from '@switchboard/api-client';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { PageError } from '#features/shell/PageError';
import { AdminTariffsPage } from '#features/xadmin-tariffs/AdminTariffsPage';
import { adminTariffsMessages } from '#features/xadmin-tariffs/adminTariffs.messages';
import { ADMIN_TARIFF_TABS, type AdminTariffTab } from '#features/xadmin-tariffs/adminTariffTabs';

interface TariffsSearch {
  tab?: AdminTariffTab;
  /** The tariff type whose rates show; the first type when absent. */
  type?: string;
}

const validateSearch = (search: Record<string, unknown>): TariffsSearch => ({
  ...(ADMIN_TARIFF_TABS.includes(search.tab as AdminTariffTab) && search.tab !== 'types'
    ? { tab: search.tab as AdminTariffTab }
    : {}),
  ...(typeof search.type === 'string' && search.type !== '' ? { type: search.type } : {}),
});

/** /xadmin/tarrifs, the spec's spelling; the page says "Tariffs". Every tab's data before it shows. */
export const Route = createFileRoute('/_app/_verified/xadmin/tarrifs')({
  validateSearch,
  loaderDeps: ({ search }) => ({ type: search.type }),
  loader: async ({ context: { queryClient, queries, api }, deps }) => {
    const [types] = await Promise.all([
      queryClient.ensureQueryData(queries.tariffTypes()),
      queryClient.ensureQueryData(queries.subscriptionPlans()),
      queryClient.ensureQueryData(tariffQueries(api).servicePlans()),
      queryClient.ensureQueryData(queries.countries()),
    ]);
    const type = openedType(types, deps.type);
    if (type) await queryClient.ensureQueryData(queries.tariffs(type));
  },
  errorComponent: TariffsError,
  component: TariffsRoute,
});

/** The asked type if it exists, else the first. */
const openedType = (types: readonly { id: string }[], asked: string | undefined) =>
  types.find((type) => type.id === asked)?.id ?? types[0]?.id ?? null;

function TariffsRoute() {
  const { tab = 'types', type } = Route.useSearch();
  const { queries } = Route.useRouteContext();
  const navigate = Route.useNavigate();
  const { data: types } = useSuspenseQuery(queries.tariffTypes());
  return (
    <AdminTariffsPage
      tab={tab}
      type={openedType(types, type)}
      onChange={(next) =>
        void navigate({
          search: {
            ...(next.tab === 'types' ? {} : { tab: next.tab }),
            ...(next.type ? { type: next.type } : {}),
          },
          replace: true,
        })
      }
    />
  );
}

function TariffsError(props: Parameters<typeof PageError>[0]) {
  const intl = useIntl();
  return <PageError {...props} title={intl.formatMessage(adminTariffsMessages.loadFailed)} />;
}
