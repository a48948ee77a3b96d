import { resourceQueries } from '@switchboard/api-client';
import { carrierTrunkResource } from '@switchboard/contract';
import { List, Stack } from '@switchboard/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useApp } from '#app/AppContextProvider';
import { AppLink } from '../shell/links';
import { carriersMessages as m } from './carriers.messages';

/** The Rules tab: rules belong to a trunk, so it leads to each trunk's rules (and their tester). */
export function CarrierRules({ carrierId }: { carrierId: number }) {
  const intl = useIntl();
  const { api } = useApp();
  const queries = useMemo(() => resourceQueries(api, carrierTrunkResource, { carrierId }), [api, carrierId]);
  const { data: trunks } = useSuspenseQuery(queries.list());
  return (
    <Stack gap="md">
      <p>{intl.formatMessage(m.rulesIntro)}</p>
      {trunks.length === 0 ? (
        <p>{intl.formatMessage(m.noTrunks)}</p>
      ) : (
        <List dividers aria-label={intl.formatMessage(m.tabRules)}>
          {trunks.map((trunk) => (
            <List.Item key={trunk.id}>
              <AppLink
                to="/xpbx/settings/carrier/$id/trunk/$trunkId"
                params={{ id: String(carrierId), trunkId: String(trunk.id) }}
              >
                {intl.formatMessage(m.rulesOf, { name: trunk.name })}
              </AppLink>
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
