import { resourceQueries } from '@switchboard/api-client';
import { didNumberResource, internalNumberResource, routes } from '@switchboard/contract';
import { createFileRoute } from '@tanstack/react-router';
import { defineMessage } from 'react-intl';
import { NumbersPage } from '#features/pbx-numbers/NumbersPage';
import { NUMBERS_TABS } from '#features/pbx-numbers/numbersTabs';
import { tabSearch } from '#features/resource/tabSearch';

/** External and internal numbers, ensured before the page shows; `?tab=` opens a tab. */
export const Route = createFileRoute('/_app/_verified/xpbx/settings/did-numbers')({
  staticData: {
    menu: {
      in: 'pbx',
      label: defineMessage({ id: 'shell.nav.pbxNumbers', defaultMessage: 'Numbers' }),
      icon: 'phone',
      order: 35,
      needs: routes.listDidNumbers,
    },
  },
  validateSearch: tabSearch(NUMBERS_TABS),
  loader: ({ context: { api, queryClient } }) =>
    Promise.all([
      queryClient.ensureQueryData(resourceQueries(api, didNumberResource).list()),
      queryClient.ensureQueryData(resourceQueries(api, internalNumberResource).list()),
    ]),
  component: function NumbersRoute() {
    const { tab } = Route.useSearch();
    return <NumbersPage tab={tab} />;
  },
});
