import { switchMutations, switchQueries } from '@switchboard/api-client';
import type { SwitchRecentEvent, SwitchRegistration, SwitchTokenCreated } from '@switchboard/contract';
import {
  Badge,
  Button,
  Card,
  CodeBlock,
  ConfirmDialog,
  DataTable,
  type DataTableColumn,
  PageHeader,
  Stack,
  toast,
} from '@switchboard/ui';
import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { type IntlShape, useIntl } from 'react-intl';
import { useApp } from '#app/AppContextProvider';
import { ltrCell } from '#features/crud/ltrCell';
import { ShownOnce } from '#features/crud/ShownOnce';
import { enumLabels } from '#features/i18n/enumLabels';
import { formatWhen } from '#features/shell/formatWhen';
import { switchMessages as m } from './switch.messages';

/** A switch asks per call and is marked seen once a minute: quiet longer than this, it is not connected. */
export const CONNECTED_WITHIN_MS = 5 * 60_000;

function registrationColumns(intl: IntlShape): DataTableColumn<SwitchRegistration>[] {
  return [
    {
      id: 'extension',
      header: intl.formatMessage(m.extension),
      accessor: (phone) => `${phone.username}@${phone.domain}`,
      searchable: true,
      cell: ltrCell,
    },
    { id: 'contact', header: intl.formatMessage(m.contact), accessor: 'contact', cell: ltrCell },
    {
      id: 'expires_at',
      header: intl.formatMessage(m.expires),
      accessor: (phone) => new Date(phone.expires_at),
      nowrap: true,
      cell: (_phone, value) => formatWhen(intl, value),
    },
  ];
}

function columnsOf(intl: IntlShape): DataTableColumn<SwitchRecentEvent>[] {
  return [
    {
      id: 'call_id',
      header: intl.formatMessage(m.callId),
      accessor: 'call_id',
      searchable: true,
      cell: ltrCell,
    },
    {
      id: 'kind',
      header: intl.formatMessage(m.kind),
      accessor: (event) => intl.formatMessage(enumLabels.CALL_EVENT_KINDS[event.kind]),
    },
    {
      id: 'at',
      header: intl.formatMessage(m.at),
      accessor: (event) => new Date(event.at),
      nowrap: true,
      cell: (_event, value) => formatWhen(intl, value),
    },
    {
      id: 'detail',
      header: intl.formatMessage(m.detail),
      accessor: (event) => event.detail ?? '',
      cell: ltrCell,
    },
  ];
}

/**
 * /xpbx/settings/switch: whether the account's SIP switch is connected (it used the switch token in
 * the last minutes), the token (created or replaced here, shown once), how to start the shipped
 * Kamailio config with it, the phones registered at it, and the call events it reported last.
 */
export function SwitchPage() {
  const intl = useIntl();
  const { api } = useApp();
  const { data: status } = useSuspenseQuery(switchQueries(api).switchStatus());
  const rotate = useMutation(switchMutations(api).rotateSwitchToken());
  const [created, setCreated] = useState<SwitchTokenCreated | null>(null);
  const [confirming, setConfirming] = useState(false);
  const columns = useMemo(() => columnsOf(intl), [intl]);
  const phoneColumns = useMemo(() => registrationColumns(intl), [intl]);

  const seen = status.last_seen_at ? new Date(status.last_seen_at) : null;
  const connected = seen !== null && Date.now() - seen.getTime() < CONNECTED_WITHIN_MS;
  const createToken = async () => {
    try {
      setCreated(await rotate.mutateAsync({ body: {} }));
    } catch (error) {
      toast.danger(intl.formatMessage(m.tokenFailed));
      throw error;
    }
  };
  const command = [
    'kamailio -f apps/switch/kamailio/switchboard.cfg -DD -E \\',
    `  -A 'SB_API="${window.location.origin}"' -A 'SB_TOKEN="sw_…"'`,
  ].join('\n');

  return (
    <Stack gap="lg">
      <PageHeader
        title={intl.formatMessage(m.title)}
        description={intl.formatMessage(m.description)}
        actions={
          status.exists ? (
            <Button onClick={() => setConfirming(true)}>{intl.formatMessage(m.replaceToken)}</Button>
          ) : (
            <Button kind="primary" loading={rotate.isPending} onClick={() => createToken().catch(() => {})}>
              {intl.formatMessage(m.createToken)}
            </Button>
          )
        }
      />
      <Card
        title={
          <Badge kind={connected ? 'active' : 'inactive'}>
            {intl.formatMessage(connected ? m.connected : m.notConnected)}
          </Badge>
        }
      >
        <Stack gap="sm">
          <p>
            {!status.exists
              ? intl.formatMessage(m.noToken)
              : seen
                ? intl.formatMessage(m.lastSeen, { when: formatWhen(intl, seen) })
                : intl.formatMessage(m.neverSeen)}
          </p>
          {status.created_at && (
            <p>
              {intl.formatMessage(m.tokenCreated, { when: formatWhen(intl, new Date(status.created_at)) })}
            </p>
          )}
        </Stack>
      </Card>
      <Card title={intl.formatMessage(m.connectTitle)}>
        <Stack gap="sm">
          <p>{intl.formatMessage(m.connectSteps)}</p>
          <CodeBlock code={command} label={intl.formatMessage(m.commandLabel)} />
        </Stack>
      </Card>
      <Card title={intl.formatMessage(m.registrationsTitle)}>
        <DataTable<SwitchRegistration>
          label={intl.formatMessage(m.registrationsLabel)}
          noun={intl.formatMessage(m.registrationNoun)}
          data={status.registrations}
          columns={phoneColumns}
          getRowId={(phone) => `${phone.username}@${phone.domain} ${phone.contact}`}
        />
      </Card>
      <Card title={intl.formatMessage(m.eventsTitle)}>
        <DataTable<SwitchRecentEvent>
          label={intl.formatMessage(m.eventsLabel)}
          noun={intl.formatMessage(m.eventNoun)}
          data={status.recent_events}
          columns={columns}
          getRowId={(event) => `${event.call_id}:${event.kind}:${event.at}`}
        />
      </Card>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        name={intl.formatMessage(m.tokenLabel)}
        title={intl.formatMessage(m.replaceTitle)}
        description={intl.formatMessage(m.replaceDescription)}
        confirmLabel={intl.formatMessage(m.replaceToken)}
        onConfirm={createToken}
      />
      <ShownOnce
        title={created ? intl.formatMessage(m.tokenShownTitle) : null}
        notice={intl.formatMessage(m.tokenShownOnce)}
        label={intl.formatMessage(m.tokenLabel)}
        value={created?.token ?? ''}
        onClose={() => setCreated(null)}
      />
    </Stack>
  );
}
