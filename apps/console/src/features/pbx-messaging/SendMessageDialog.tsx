import { ApiError, messagingMutations, messagingQueries, resourceQueries } from '@switchboard/api-client';
import { type MessageLogEntry, messageTemplateResource, senderResource } from '@switchboard/contract';
import { Alert, Button, Dropdown, Modal, Stack, TextField } from '@switchboard/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useApp } from '#app/AppContextProvider';
import { enumLabels } from '#features/i18n/enumLabels';
import { messagingMessages as m, messagingValueMessages as v } from './messaging.messages';
import { isolated } from './templateForms';

/** How often the dialog looks for the delivery report of the message it sent. */
const POLL_MS = 1000;

/**
 * 'Send message': a template, a verified sender of its channel and a number; once sent, the
 * message's state (submitted → delivered or failed) as the message log reports it.
 */
export function SendMessageDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const intl = useIntl();
  const { api } = useApp();
  const templates = useQuery({ ...resourceQueries(api, messageTemplateResource).list(), enabled: open });
  const senders = useQuery({ ...resourceQueries(api, senderResource).list(), enabled: open });
  const send = useMutation(messagingMutations(api).sendMessage());
  const [templateId, setTemplateId] = useState<number | null>(null);
  const [senderId, setSenderId] = useState<number | null>(null);
  const [to, setTo] = useState('');
  const sent: MessageLogEntry | undefined = send.data;
  const log = useQuery({
    ...messagingQueries(api).messageLog({ number: sent?.called_number ?? '' }),
    enabled: sent !== undefined,
    refetchInterval: (query) =>
      query.state.data?.data.find((entry) => entry.id === sent?.id)?.msgstatus === 'submitted' ||
      !query.state.data
        ? POLL_MS
        : false,
  });
  const state = log.data?.data.find((entry) => entry.id === sent?.id) ?? sent;
  const template = templates.data?.find((item) => item.id === templateId);
  const usable = (templates.data ?? []).filter((item) => item.is_active === 1 && item.channel !== 'email');
  const verified = (senders.data ?? []).filter(
    (sender) => sender.status === 'verified' && (!template || sender.channel === template.channel),
  );
  const errors = send.error instanceof ApiError ? send.error.errors : {};
  const close = () => {
    onOpenChange(false);
    send.reset();
    setTo('');
  };

  return (
    <Modal
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title={intl.formatMessage(m.sendTitle)}
      footer={
        <>
          <Button onClick={close}>{intl.formatMessage(m.close)}</Button>
          <Button
            kind="primary"
            loading={send.isPending}
            onClick={() =>
              send.mutate({ body: { template_id: templateId ?? 0, sender_id: senderId ?? 0, to: to.trim() } })
            }
          >
            {intl.formatMessage(m.send)}
          </Button>
        </>
      }
    >
      <Stack gap="sm">
        <Dropdown<string>
          label={intl.formatMessage(m.sendTemplate)}
          value={templateId === null ? null : String(templateId)}
          onChange={(value) => setTemplateId(value ? Number(value) : null)}
          error={errors.template_id?.[0]}
          placeholderOption={intl.formatMessage(m.selectOption)}
          options={usable.map((item) => ({ value: String(item.id), label: item.description }))}
        />
        <Dropdown<string>
          label={intl.formatMessage(m.sendSender)}
          value={senderId === null ? null : String(senderId)}
          onChange={(value) => setSenderId(value ? Number(value) : null)}
          error={errors.sender_id?.[0]}
          placeholderOption={intl.formatMessage(m.selectOption)}
          options={verified.map((sender) => ({ value: String(sender.id), label: sender.name }))}
        />
        {senders.data && verified.length === 0 && (
          <Alert kind="info">{intl.formatMessage(m.noVerifiedSender)}</Alert>
        )}
        <TextField
          label={intl.formatMessage(m.sendTo)}
          value={to}
          onChange={setTo}
          error={errors.to?.[0]}
          dir="ltr"
        />
        {send.isError && !(send.error instanceof ApiError && send.error.status === 422) && (
          <Alert kind="danger">{intl.formatMessage(m.sendFailed)}</Alert>
        )}
        {state && (
          <Alert
            kind={
              state.msgstatus === 'failed' ? 'danger' : state.msgstatus === 'delivered' ? 'success' : 'info'
            }
          >
            <span role="status">
              {intl.formatMessage(v.messageState, {
                to: isolated(state.called_number),
                status: intl.formatMessage(enumLabels.MESSAGE_STATUSES[state.msgstatus]),
              })}
            </span>
          </Alert>
        )}
      </Stack>
    </Modal>
  );
}
