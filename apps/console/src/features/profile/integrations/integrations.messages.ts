import { defineMessages, type NoMessageValues } from 'react-intl';

type None = NoMessageValues;

/** The profile's API keys and webhooks pages (English only, like the rest of the profile: spec §1). */
export const integrationsMessages = defineMessages<{
  apiKeysTitle: None;
  apiKeysDescription: None;
  createKey: None;
  keysLabel: None;
  keyNoun: None;
  name: None;
  prefix: None;
  scopes: None;
  scopesHint: None;
  created: None;
  lastUsed: None;
  never: None;
  status: None;
  active: None;
  revoked: None;
  revoke: None;
  revokeKey: { name: string };
  revokeTitle: { name: string };
  revokeDescription: None;
  revokedNotice: { name: string };
  revokeFailed: { name: string };
  keyCreated: { name: string };
  keyCreateFailed: None;
  keyShownOnce: None;
  keyLabel: None;
  done: None;
  cancel: None;
  save: None;
  webhooksTitle: None;
  webhooksDescription: None;
  createWebhook: None;
  editWebhook: None;
  webhooksLabel: None;
  webhookNoun: None;
  url: None;
  urlHint: None;
  description: None;
  events: None;
  enabled: None;
  webhookItem: None;
  createdNotice: { item: string };
  edited: { item: string };
  deleted: { item: string };
  createFailed: { item: string };
  editFailed: { item: string };
  deleteFailed: { item: string };
  secretShownOnce: None;
  secretLabel: None;
  edit: { url: string };
  delete: { url: string };
  sendTest: { url: string };
  sendTestTip: None;
  testSent: { status: string };
  testFailed: None;
  showDeliveries: { url: string };
  deliveriesTip: None;
  deliveriesTitle: { url: string };
  deliveriesLabel: None;
  deliveryNoun: None;
  event: None;
  attempts: None;
  lastAnswer: None;
  nextAttempt: None;
  noAnswer: None;
  pending: None;
  delivered: None;
  failed: None;
  editTip: None;
  deleteTip: None;
  logFailed: None;
}>({
  apiKeysTitle: { id: 'profile.apiKeys.title', defaultMessage: 'API keys' },
  apiKeysDescription: {
    id: 'profile.apiKeys.description',
    defaultMessage:
      'Programs call the API with a key as you, limited to its scopes. A key never reaches your profile, password, two-factor login, payments, keys or webhooks.',
  },
  createKey: { id: 'profile.apiKeys.create', defaultMessage: 'Create API key' },
  keysLabel: { id: 'profile.apiKeys.table', defaultMessage: 'API keys' },
  keyNoun: { id: 'profile.apiKeys.noun', defaultMessage: 'keys' },
  name: { id: 'profile.apiKeys.name', defaultMessage: 'Name' },
  prefix: { id: 'profile.apiKeys.prefix', defaultMessage: 'Key starts with' },
  scopes: { id: 'profile.apiKeys.scopes', defaultMessage: 'Scopes' },
  scopesHint: {
    id: 'profile.apiKeys.scopesHint',
    defaultMessage:
      'Read scopes let the key read an area; write scopes let it create, change and delete there.',
  },
  created: { id: 'profile.apiKeys.created', defaultMessage: 'Created' },
  lastUsed: { id: 'profile.apiKeys.lastUsed', defaultMessage: 'Last used' },
  never: { id: 'profile.apiKeys.never', defaultMessage: 'Never' },
  status: { id: 'profile.apiKeys.status', defaultMessage: 'Status' },
  active: { id: 'profile.apiKeys.active', defaultMessage: 'Active' },
  revoked: { id: 'profile.apiKeys.revoked', defaultMessage: 'Revoked' },
  revoke: { id: 'profile.apiKeys.revokeTip', defaultMessage: 'Revoke' },
  revokeKey: { id: 'profile.apiKeys.revokeKey', defaultMessage: 'Revoke {name}' },
  revokeTitle: {
    id: 'profile.apiKeys.revokeTitle',
    defaultMessage: 'Are you sure you want to revoke {name}?',
  },
  revokeDescription: {
    id: 'profile.apiKeys.revokeDescription',
    defaultMessage: 'Programs using it are refused at once. This cannot be undone.',
  },
  revokedNotice: {
    id: 'profile.apiKeys.revokedNotice',
    defaultMessage: 'You have revoked {name} successfully.',
  },
  revokeFailed: {
    id: 'profile.apiKeys.revokeFailed',
    defaultMessage: 'Something went wrong with revoking {name}, please try again',
  },
  keyCreated: {
    id: 'profile.apiKeys.createdNotice',
    defaultMessage: 'You have created API key {name} successfully.',
  },
  keyCreateFailed: {
    id: 'profile.apiKeys.createFailed',
    defaultMessage: 'Something went wrong with creating API key, please try again',
  },
  keyShownOnce: {
    id: 'profile.apiKeys.shownOnce',
    defaultMessage: 'Copy the key now: it is shown only this once. Only a hash of it is kept.',
  },
  keyLabel: { id: 'profile.apiKeys.keyLabel', defaultMessage: 'API key' },
  done: { id: 'profile.integrations.done', defaultMessage: 'Done' },
  cancel: { id: 'profile.integrations.cancel', defaultMessage: 'Cancel' },
  save: { id: 'profile.integrations.save', defaultMessage: 'Save' },
  webhooksTitle: { id: 'profile.webhooks.title', defaultMessage: 'Webhooks' },
  webhooksDescription: {
    id: 'profile.webhooks.description',
    defaultMessage:
      'Your endpoints receive new visitor requests and call records as signed POST requests (Switchboard-Signature), retried for a day when they fail.',
  },
  createWebhook: { id: 'profile.webhooks.create', defaultMessage: 'Add endpoint' },
  editWebhook: { id: 'profile.webhooks.edit', defaultMessage: 'Edit endpoint' },
  webhooksLabel: { id: 'profile.webhooks.table', defaultMessage: 'Webhook endpoints' },
  webhookNoun: { id: 'profile.webhooks.noun', defaultMessage: 'endpoints' },
  url: { id: 'profile.webhooks.url', defaultMessage: 'URL' },
  urlHint: { id: 'profile.webhooks.urlHint', defaultMessage: 'An https:// address on the internet.' },
  description: { id: 'profile.webhooks.descriptionField', defaultMessage: 'Description' },
  events: { id: 'profile.webhooks.events', defaultMessage: 'Events' },
  enabled: { id: 'profile.webhooks.enabled', defaultMessage: 'Send events' },
  webhookItem: { id: 'profile.webhooks.item', defaultMessage: 'webhook endpoint' },
  createdNotice: { id: 'profile.webhooks.created', defaultMessage: 'You have created {item} successfully.' },
  edited: { id: 'profile.webhooks.edited', defaultMessage: 'You have edited {item} successfully.' },
  deleted: { id: 'profile.webhooks.deleted', defaultMessage: 'You have deleted {item} successfully.' },
  createFailed: {
    id: 'profile.webhooks.createFailed',
    defaultMessage: 'Something went wrong with creating {item}, please try again',
  },
  editFailed: {
    id: 'profile.webhooks.editFailed',
    defaultMessage: 'Something went wrong with editing {item}, please try again',
  },
  deleteFailed: {
    id: 'profile.webhooks.deleteFailed',
    defaultMessage: 'Something went wrong with deleting {item}, please try again',
  },
  secretShownOnce: {
    id: 'profile.webhooks.secretShownOnce',
    defaultMessage:
      'Copy the signing secret now: it is shown only this once. Check each request’s Switchboard-Signature with it.',
  },
  secretLabel: { id: 'profile.webhooks.secretLabel', defaultMessage: 'Signing secret' },
  edit: { id: 'profile.webhooks.editOf', defaultMessage: 'Edit {url}' },
  delete: { id: 'profile.webhooks.deleteOf', defaultMessage: 'Delete {url}' },
  sendTest: { id: 'profile.webhooks.sendTestOf', defaultMessage: 'Send test event to {url}' },
  sendTestTip: { id: 'profile.webhooks.sendTest', defaultMessage: 'Send test event' },
  testSent: { id: 'profile.webhooks.testSent', defaultMessage: 'Test event sent: {status}' },
  testFailed: {
    id: 'profile.webhooks.testFailed',
    defaultMessage: 'Something went wrong with sending the test event, please try again',
  },
  showDeliveries: { id: 'profile.webhooks.deliveriesOf', defaultMessage: 'Deliveries to {url}' },
  deliveriesTip: { id: 'profile.webhooks.deliveriesTip', defaultMessage: 'Delivery log' },
  deliveriesTitle: { id: 'profile.webhooks.deliveriesTitle', defaultMessage: 'Deliveries to {url}' },
  deliveriesLabel: { id: 'profile.webhooks.deliveries', defaultMessage: 'Deliveries' },
  deliveryNoun: { id: 'profile.webhooks.deliveryNoun', defaultMessage: 'deliveries' },
  event: { id: 'profile.webhooks.event', defaultMessage: 'Event' },
  attempts: { id: 'profile.webhooks.attempts', defaultMessage: 'Attempts' },
  lastAnswer: { id: 'profile.webhooks.lastAnswer', defaultMessage: 'Last answer' },
  nextAttempt: { id: 'profile.webhooks.nextAttempt', defaultMessage: 'Next attempt' },
  noAnswer: { id: 'profile.webhooks.noAnswer', defaultMessage: 'No answer' },
  pending: { id: 'profile.webhooks.pending', defaultMessage: 'Pending' },
  delivered: { id: 'profile.webhooks.delivered', defaultMessage: 'Delivered' },
  failed: { id: 'profile.webhooks.failed', defaultMessage: 'Failed' },
  editTip: { id: 'profile.webhooks.editTip', defaultMessage: 'Edit' },
  deleteTip: { id: 'profile.webhooks.deleteTip', defaultMessage: 'Delete' },
  logFailed: {
    id: 'profile.webhooks.logFailed',
    defaultMessage: 'Something went wrong with loading the deliveries, please try again',
  },
});
