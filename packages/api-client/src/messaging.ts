/**
 * Messaging beyond the template and sender resources: a sender's verification mail again, sending
 * a template, and the message log (its key under ['message-log'], dropped when a message is sent).
 */
import { type MessageLogBody, senderResource } from '@switchboard/contract';
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from './client.js';
import { mutationFor } from './queries.js';
import { resourceKeys } from './resources.js';

export const messagingKeys = {
  messageLog: (body: MessageLogBody = {}) => ['message-log', body] as const,
};

export function messagingQueries(client: ApiClient) {
  return {
    messageLog: (body: MessageLogBody = {}) =>
      queryOptions({
        queryKey: messagingKeys.messageLog(body),
        queryFn: ({ signal }) => client.call('listMessages', { body, signal }),
      }),
  };
}

export function messagingMutations(client: ApiClient) {
  return {
    /** Refused within the wait (429 'You have to wait for the sending email of the sender'). */
    resendSenderMail: () => mutationFor(client, 'resendSenderMail', [resourceKeys(senderResource).all()]),
    sendMessage: () => mutationFor(client, 'sendMessage', [['message-log']]),
  };
}
