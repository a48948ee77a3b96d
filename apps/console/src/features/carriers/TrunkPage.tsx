import { resourceQueries } from '@switchboard/api-client';
import {
  carrierResource,
  carrierTrunkResource,
  type TrunkRule,
  trunkRuleResource,
} from '@switchboard/contract';
import { Breadcrumbs, Button, Icon, PageHeader, Stack } from '@switchboard/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useApp } from '#app/AppContextProvider';
import { ResourcePage } from '../resource/ResourcePage';
import { renderRouterLink } from '../shell/links';
import { loadRuleForm } from './formLoaders';
import { RuleTestDialog } from './RuleTestDialog';
import { trunksMessages as m } from './trunks.messages';

const messages = {
  title: m.rulesTitle,
  description: m.rulesDescription,
  tableLabel: m.rulesTable,
  noun: m.rulesNoun,
  columns: {
    priority: m.priority,
    command: m.command,
    command_arg: m.commandArg,
    direction: m.direction,
    called_prefix: m.calledPrefix,
    calling_prefix: m.callingPrefix,
  },
  edit: m.editRuleOf,
  remove: m.removeRuleOf,
};

/**
 * /xpbx/settings/carrier/$id/trunk/$trunkId: a trunk with its rules under the breadcrumbs
 * Carriers › Carrier trunks › Trunk rules (spec §2), 'Add trunk rule' and 'Test rule'.
 */
export function TrunkPage({ carrierId, trunkId }: { carrierId: number; trunkId: number }) {
  const intl = useIntl();
  const { api } = useApp();
  const carriers = useMemo(() => resourceQueries(api, carrierResource), [api]);
  const trunks = useMemo(() => resourceQueries(api, carrierTrunkResource, { carrierId }), [api, carrierId]);
  const { data: carrier } = useSuspenseQuery(carriers.get(carrierId));
  const { data: trunk } = useSuspenseQuery(trunks.get(trunkId));
  const scope = useMemo(() => ({ carrierId, trunkId }), [carrierId, trunkId]);
  const [testing, setTesting] = useState(false);
  const recordName = useCallback((rule: TrunkRule) => intl.formatMessage(m[rule.command]), [intl]);
  return (
    <Stack gap="lg">
      <Breadcrumbs
        items={[
          { label: intl.formatMessage(m.crumbCarriers), href: '/xpbx/settings/carriers' },
          {
            label: `${intl.formatMessage(m.crumbTrunks)}: ${carrier.carrier_name}`,
            href: `/xpbx/settings/carrier/${carrierId}`,
          },
          { label: `${intl.formatMessage(m.crumbRules)}: ${trunk.name}` },
        ]}
        renderLink={renderRouterLink}
      />
      <PageHeader
        title={trunk.name}
        description={
          <>
            <bdi dir="ltr">{`${trunk.host}:${trunk.port}`}</bdi> · {trunk.trunk_type} · {trunk.service}
          </>
        }
      />
      <ResourcePage
        resource={trunkRuleResource}
        scope={scope}
        messages={messages}
        form={loadRuleForm}
        newLabel={m.addRule}
        headingLevel={2}
        recordName={recordName}
        exportFileName={`trunk-${trunkId}-rules`}
        actions={
          <Button icon={<Icon name="search" />} onClick={() => setTesting(true)}>
            {intl.formatMessage(m.test)}
          </Button>
        }
      />
      <RuleTestDialog carrierId={carrierId} trunkId={trunkId} open={testing} onOpenChange={setTesting} />
    </Stack>
  );
}
