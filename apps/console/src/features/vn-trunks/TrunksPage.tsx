import { virtualNumberMutations } from '@switchboard/api-client';
import {
  type CustomerTrunk,
  type CustomerTrunkWithPassword,
  customerTrunkResource,
  routes,
} from '@switchboard/contract';
import { Icon, toast } from '@switchboard/ui';
import { useMutation } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { useApp } from '#app/AppContextProvider';
import type { RowAction } from '#features/crud/RowActions';
import { ShownOnce } from '#features/crud/ShownOnce';
import { failureNotice } from '#features/forms/failureNotice';
import { enumLabels } from '#features/i18n/enumLabels';
import { ResourcePage } from '#features/resource/ResourcePage';
import { useMayCall } from '#features/session/useMayCall';
import { trunksMessages as m, trunksValueMessages as v } from './trunks.messages';

const messages = {
  title: m.title,
  description: m.description,
  tableLabel: m.tableLabel,
  noun: m.noun,
  columns: {
    name: m.name,
    host: m.host,
    transport: m.transport,
    channels: m.channels,
    auth_type: m.authType,
    failover_order: m.failoverOrder,
  },
  values: {
    transport: enumLabels.CUSTOMER_TRUNK_TRANSPORTS,
    auth_type: enumLabels.CUSTOMER_TRUNK_AUTH_TYPES,
  },
};

/** The form loads with the dialog (its codec order and number fields are not needed for the table). */
const loadTrunkForm = () => import('./trunkForm').then((module) => module.trunkForm);

const withPassword = (trunk: CustomerTrunk): trunk is CustomerTrunkWithPassword =>
  typeof (trunk as Partial<CustomerTrunkWithPassword>).password === 'string';

/**
 * /virtual-number/trunks (spec §1, §2 Trunks): the account's trunks towards its own PBX, with a
 * create/edit dialog and a delete that asks first (the API refuses it while a number points at
 * the trunk). The password is never typed: the create of a trunk with credentials and its 'New
 * password' row action answer one, shown here once with a copy button.
 */
export function TrunksPage() {
  const intl = useIntl();
  const { api } = useApp();
  const mayCall = useMayCall();
  const renew = useMutation(virtualNumberMutations(api).newCustomerTrunkPassword());
  const [shown, setShown] = useState<CustomerTrunkWithPassword | null>(null);

  const onCreated = useCallback((trunk: CustomerTrunk) => {
    if (withPassword(trunk)) setShown(trunk);
  }, []);

  const mayRenew = mayCall(routes.newCustomerTrunkPassword);
  const renewing = renew.isPending ? renew.variables?.params.id : undefined;
  const rowActions = useCallback(
    (trunk: CustomerTrunk): RowAction[] =>
      trunk.auth_type === 'credentials' && mayRenew
        ? [
            {
              id: 'password',
              tip: intl.formatMessage(m.newPasswordTip),
              label: intl.formatMessage(v.newPassword, { name: trunk.name }),
              icon: <Icon name="repeat" />,
              loading: renewing === trunk.id,
              onClick: () =>
                renew.mutate(
                  { params: { id: trunk.id }, body: {} },
                  {
                    onSuccess: setShown,
                    onError: (error) => {
                      const notice = failureNotice(intl, error, m.passwordFailed);
                      if (notice) toast.danger(notice);
                    },
                  },
                ),
            },
          ]
        : [],
    [intl, mayRenew, renew.mutate, renewing],
  );

  return (
    <>
      <ResourcePage
        resource={customerTrunkResource}
        messages={messages}
        form={loadTrunkForm}
        newLabel={m.add}
        rowActions={rowActions}
        onCreated={onCreated}
        exportFileName="trunks"
      />
      <ShownOnce
        title={shown ? intl.formatMessage(v.passwordOf, { name: shown.name }) : null}
        notice={intl.formatMessage(m.passwordNotice)}
        label={intl.formatMessage(m.password)}
        value={shown?.password ?? ''}
        onClose={() => setShown(null)}
      />
    </>
  );
}
