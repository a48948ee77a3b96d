import { ApiError, messagingMutations } from '@switchboard/api-client';
import { SENDER_CHANNELS, type Sender, type SenderChannel, senderResource } from '@switchboard/contract';
import { Icon, toast } from '@switchboard/ui';
import { useMutation } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useApp } from '#app/AppContextProvider';
import { enumLabels } from '#features/i18n/enumLabels';
import { choiceField } from '#features/resource/choiceField';
import type { ResourceForm } from '#features/resource/ResourceDialog';
import { ResourcePage } from '#features/resource/ResourcePage';
import { messagingMessages as m, messagingValueMessages as v } from './messaging.messages';

const messages = {
  title: m.sendersTitle,
  description: m.sendersDescription,
  tableLabel: m.sendersTable,
  noun: m.sendersNoun,
  columns: {
    name: m.name,
    channel: m.channel,
    email: m.senderEmail,
    status: m.status,
    description: m.description,
  },
  values: { channel: enumLabels.SENDER_CHANNELS, status: enumLabels.SENDER_STATUSES },
};

type SenderValues = { name: string; channel: SenderChannel | null; email: string; description: string };

/** 'New sender' / 'Edit sender': name, channel and address are fixed once the mail went out. */
const senderForm: ResourceForm<typeof senderResource, SenderValues> = {
  createTitle: m.createSender,
  editTitle: m.editSender,
  unique: ['name'],
  fields: [
    { name: 'name', label: m.name, ltr: true, requiredOnCreate: true, hint: m.nameHint },
    {
      name: 'channel',
      label: m.channel,
      requiredOnCreate: true,
      render: choiceField(SENDER_CHANNELS, enumLabels.SENDER_CHANNELS, m.selectChannel),
    },
    { name: 'email', label: m.senderEmail, ltr: true, requiredOnCreate: true },
    { name: 'description', label: m.description },
  ],
  initialValues: (sender) => ({
    name: sender?.name ?? '',
    channel: sender?.channel ?? null,
    email: sender?.email ?? '',
    description: sender?.description ?? '',
  }),
  createBody: (values) => ({
    name: values.name.trim(),
    channel: values.channel as SenderChannel,
    email: values.email.trim(),
    description: values.description.trim(),
  }),
  updateBody: (values) => ({ description: values.description.trim() }),
};

/**
 * /xpbx/settings/senders (spec §1, §2): SMS and Viber sender names with their verification state;
 * a pending sender's row sends its e-mail again, refused within the wait with the spec's notice.
 */
export function SendersPage() {
  const intl = useIntl();
  const { api } = useApp();
  const resend = useMutation(messagingMutations(api).resendSenderMail());
  const rowActions = (sender: Sender) =>
    sender.status === 'pending'
      ? [
          {
            id: 'resend',
            tip: intl.formatMessage(m.resend),
            label: intl.formatMessage(v.resendLabel, { name: sender.name }),
            icon: <Icon name="mail" />,
            loading: resend.isPending && resend.variables?.params.id === sender.id,
            onClick: () =>
              resend.mutate(
                { params: { id: sender.id }, body: {} },
                {
                  onSuccess: () => toast.success(intl.formatMessage(m.resent)),
                  onError: (error) =>
                    toast.danger(
                      error instanceof ApiError && error.status === 429
                        ? intl.formatMessage(m.wait)
                        : error.message,
                    ),
                },
              ),
          },
        ]
      : [];
  return (
    <ResourcePage
      resource={senderResource}
      messages={messages}
      form={senderForm}
      rowActions={rowActions}
      exportFileName="senders"
    />
  );
}
