import { type Carrier, carrierResource } from '@switchboard/contract';
import { Badge, Button, Icon, List, Stack } from '@switchboard/ui';
import { useMutation } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useApp } from '../../app/AppContextProvider';
import { ResourceDialog } from '../resource/ResourceDialog';
import { scopedMutations } from '../resource/scoped';
import { useMayCall } from '../session/useMayCall';
import { carrierForm } from './carrierForm';
import { carriersMessages as m } from './carriers.messages';

/** The General tab: the carrier's fields (its password only as saved or not) and 'Edit carrier'. */
export function CarrierGeneral({ carrier }: { carrier: Carrier }) {
  const intl = useIntl();
  const { api } = useApp();
  const mayCall = useMayCall();
  const writes = useMemo(() => scopedMutations(api, carrierResource, undefined), [api]);
  const create = useMutation(writes.create());
  const update = useMutation(writes.update());
  const [editing, setEditing] = useState({ open: false, seq: 0 });
  const yesNo = (flag: number) => intl.formatMessage(flag === 1 ? m.yes : m.no);
  const rows: [string, React.ReactNode][] = [
    [intl.formatMessage(m.name), carrier.carrier_name],
    [intl.formatMessage(m.timezone), carrier.timezone ?? '—'],
    [
      intl.formatMessage(m.isActive),
      <Badge key="active" kind={carrier.is_active === 1 ? 'active' : 'inactive'} />,
    ],
    [intl.formatMessage(m.currency), carrier.currency],
    [intl.formatMessage(m.username), carrier.username || '—'],
    [
      intl.formatMessage(m.password),
      intl.formatMessage(carrier.has_password ? m.passwordSaved : m.passwordNone),
    ],
    [intl.formatMessage(m.carrierDescription), carrier.description || '—'],
    [intl.formatMessage(m.voiceSupplier), yesNo(carrier.voice_supplier)],
    [intl.formatMessage(m.didSupplier), yesNo(carrier.did_supplier)],
    [intl.formatMessage(m.smsSupplier), yesNo(carrier.sms_supplier)],
  ];
  return (
    <Stack gap="md">
      <List dividers spacing="xs" aria-label={intl.formatMessage(m.tabGeneral)}>
        {rows.map(([label, value]) => (
          <List.Item key={label}>
            <Stack direction="row" gap="md" justify="between">
              <strong>{label}</strong>
              <span>{value}</span>
            </Stack>
          </List.Item>
        ))}
      </List>
      {mayCall(carrierResource.operations.update) && (
        <Stack direction="row" gap="sm">
          <Button
            icon={<Icon name="edit" />}
            onClick={() => setEditing((e) => ({ open: true, seq: e.seq + 1 }))}
          >
            {intl.formatMessage(m.editTitle)}
          </Button>
        </Stack>
      )}
      <ResourceDialog
        key={editing.seq}
        resource={carrierResource}
        form={carrierForm}
        record={carrier}
        records={[]}
        create={create}
        update={update}
        open={editing.open}
        onOpenChange={(open) => setEditing((e) => ({ ...e, open }))}
      />
    </Stack>
  );
}
