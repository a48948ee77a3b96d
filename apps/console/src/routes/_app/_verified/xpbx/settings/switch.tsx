import { switchQueries } from '@switchboard/api-client';
import { routes } from '@switchboard/contract';
import { createFileRoute } from '@tanstack/react-router';
import { defineMessage } from 'react-intl';
import { SwitchPage } from '#features/pbx-switch/SwitchPage';

/** The account's SIP switch: connected or not, its token, how to connect it, its last events. */
export const Route = createFileRoute('/_app/_verified/xpbx/settings/switch')({
  staticData: {
    menu: {
      in: 'pbx',
      label: defineMessage({ id: 'shell.nav.pbxSwitch', defaultMessage: 'Switch' }),
      icon: 'phone',
      order: 195,
      needs: routes.switchTokenStatus,
    },
  },
  loader: ({ context }) => context.queryClient.ensureQueryData(switchQueries(context.api).switchStatus()),
  component: SwitchPage,
});
