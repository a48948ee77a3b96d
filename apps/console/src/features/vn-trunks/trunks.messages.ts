import { defineMessages } from 'react-intl';

/** The trunks page, its table, its dialog and the password shown once. */
export const trunksMessages = defineMessages({
  title: { id: 'virtualNumber.trunks.title', defaultMessage: 'Trunks' },
  description: {
    id: 'virtualNumber.trunks.description',
    defaultMessage:
      'Your own PBX, reached over SIP: point a number at a trunk under DID numbers and its calls are delivered there.',
  },
  tableLabel: { id: 'virtualNumber.trunks.tableLabel', defaultMessage: 'Trunks' },
  noun: { id: 'virtualNumber.trunks.noun', defaultMessage: 'trunks' },
  add: { id: 'virtualNumber.trunks.add', defaultMessage: 'Add trunk' },
  createTitle: { id: 'virtualNumber.trunks.createTitle', defaultMessage: 'Add trunk' },
  editTitle: { id: 'virtualNumber.trunks.editTitle', defaultMessage: 'Edit trunk' },
  name: { id: 'virtualNumber.trunks.name', defaultMessage: 'Name' },
  host: { id: 'virtualNumber.trunks.host', defaultMessage: 'Host' },
  hostHint: {
    id: 'virtualNumber.trunks.hostHint',
    defaultMessage: 'The hostname or IP address of your PBX, e.g. pbx.example.com.',
  },
  port: { id: 'virtualNumber.trunks.port', defaultMessage: 'Port' },
  transport: { id: 'virtualNumber.trunks.transport', defaultMessage: 'Transport' },
  codecs: { id: 'virtualNumber.trunks.codecs', defaultMessage: 'Codecs' },
  codecsHint: {
    id: 'virtualNumber.trunks.codecsHint',
    defaultMessage: 'At least one; the first in the order below is preferred.',
  },
  codecOrder: { id: 'virtualNumber.trunks.codecOrder', defaultMessage: 'Codec order' },
  channels: { id: 'virtualNumber.trunks.channels', defaultMessage: 'Channels' },
  channelsHint: {
    id: 'virtualNumber.trunks.channelsHint',
    defaultMessage: 'Calls your PBX takes at once on this trunk.',
  },
  authType: { id: 'virtualNumber.trunks.authType', defaultMessage: 'Authentication' },
  allowedIps: { id: 'virtualNumber.trunks.allowedIps', defaultMessage: 'Allowed IP addresses' },
  allowedIpsHint: {
    id: 'virtualNumber.trunks.allowedIpsHint',
    defaultMessage: 'One address or range per line, e.g. 203.0.113.7 or 198.51.100.0/24.',
  },
  username: { id: 'virtualNumber.trunks.username', defaultMessage: 'Username' },
  usernameHint: {
    id: 'virtualNumber.trunks.usernameHint',
    defaultMessage: 'We make the password when you save and show it to you once.',
  },
  usernameEditHint: {
    id: 'virtualNumber.trunks.usernameEditHint',
    defaultMessage: 'The password stays; “New password” in the list replaces it and shows the new one once.',
  },
  failoverOrder: { id: 'virtualNumber.trunks.failoverOrder', defaultMessage: 'Failover order' },
  failoverOrderHint: {
    id: 'virtualNumber.trunks.failoverOrderHint',
    defaultMessage: 'From 1 to 100: when a trunk does not answer, the lower number is tried first.',
  },
  active: { id: 'virtualNumber.trunks.active', defaultMessage: 'Active' },
  newPasswordTip: { id: 'virtualNumber.trunks.newPasswordTip', defaultMessage: 'New password' },
  passwordNotice: {
    id: 'virtualNumber.trunks.passwordNotice',
    defaultMessage:
      'Enter it in your PBX now: it is not shown again. A new password, made at any time, replaces it.',
  },
  password: { id: 'virtualNumber.trunks.password', defaultMessage: 'Password' },
  passwordFailed: {
    id: 'virtualNumber.trunks.passwordFailed',
    defaultMessage: 'Something went wrong with making a new password, please try again',
  },
});

/** Texts with values. */
export const trunksValueMessages = defineMessages<{
  newPassword: { name: string };
  passwordOf: { name: string };
}>({
  newPassword: { id: 'virtualNumber.trunks.newPassword', defaultMessage: 'New password for {name}' },
  passwordOf: { id: 'virtualNumber.trunks.passwordOf', defaultMessage: 'The password of {name}' },
});
