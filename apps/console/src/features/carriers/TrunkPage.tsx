import { resourceQueries } from '@switchboard/api-client';
import {
  carrierResource,
  carrierTrunkResource,
  type TrunkRule,
  timeslotResource,
  trunkRuleResource,
} from '@switchboard/contract';
import { Breadcrumbs, Button, type DataTableColumn, Icon, PageHeader, Stack } from '@switchboard/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useApp } from '#app/AppContextProvider';
import { enumLabels } from '#features/i18n/enumLabels';
import { namedBy } from '../resource/namedBy';
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
    timeslot_id: m.timeslot,
  },
  values: { command: enumLabels.TRUNK_RULE_COMMANDS, direction: enumLabels.RULE_DIRECTIONS },
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
  const { data: timeslots } = useSuspenseQuery(resourceQueries(api, timeslotResource).list());
  const recordName = useCallback(
    (rule: TrunkRule) => intl.formatMessage(enumLabels.TRUNK_RULE_COMMANDS[rule.command]),
    [intl],
  );
  const columns = useCallback(
    (columns: DataTableColumn<TrunkRule>[]) => {
      const names = new Map(timeslots.map((slot) => [slot.id, slot.description]));
      const anyTime = () => intl.formatMessage(m.anyTime);
      const timeslotName = namedBy<TrunkRule>(names, (rule) => rule.timeslot_id, anyTime);
      return columns.map((column) => (column.id === 'timeslot_id' ? timeslotName(column) : column));
    },
    [timeslots, intl],
  );
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
            <bdi dir="ltr">{`${trunk.host}:${trunk.port}`}</bdi> ·{' '}
            {intl.formatMessage(enumLabels.TRUNK_TYPES[trunk.trunk_type])} · {trunk.service}
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
        columns={columns}
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
