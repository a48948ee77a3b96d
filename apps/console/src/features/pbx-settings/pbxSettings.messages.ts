import { defineMessages } from 'react-intl';

/** /xpbx/settings/settings. */
export const pbxSettingsMessages = defineMessages({
  title: { id: 'xpbx.settings.title', defaultMessage: 'PBX settings' },
  description: {
    id: 'xpbx.settings.description',
    defaultMessage:
      'How your PBX records, holds, presents and limits calls. Until saved, the defaults apply.',
  },
  callRecording: { id: 'xpbx.settings.field.callRecording', defaultMessage: 'Record calls' },
  retention: { id: 'xpbx.settings.field.retention', defaultMessage: 'Keep recordings (days)' },
  retentionHint: { id: 'xpbx.settings.field.retentionHint', defaultMessage: 'From 1 to 3650 days.' },
  musicOnHold: { id: 'xpbx.settings.field.musicOnHold', defaultMessage: 'Music on hold' },
  noMusic: { id: 'xpbx.settings.field.noMusic', defaultMessage: 'No music on hold' },
  presentationNumber: {
    id: 'xpbx.settings.field.presentationNumber',
    defaultMessage: 'Default presentation number',
  },
  presentationNumberHint: {
    id: 'xpbx.settings.field.presentationNumberHint',
    defaultMessage: 'Digits shown to the called party when an extension sets none; leave empty for none.',
  },
  maxCallMinutes: { id: 'xpbx.settings.field.maxCallMinutes', defaultMessage: 'Longest call (minutes)' },
  maxCallMinutesHint: {
    id: 'xpbx.settings.field.maxCallMinutesHint',
    defaultMessage: 'From 1 to 1440 minutes.',
  },
  ringTimeout: { id: 'xpbx.settings.field.ringTimeout', defaultMessage: 'Ring time (seconds)' },
  ringTimeoutHint: { id: 'xpbx.settings.field.ringTimeoutHint', defaultMessage: 'From 5 to 300 seconds.' },
  save: { id: 'xpbx.settings.save', defaultMessage: 'Save' },
  saved: { id: 'xpbx.settings.saved', defaultMessage: 'You have saved the PBX settings successfully.' },
  saveFailed: {
    id: 'xpbx.settings.saveFailed',
    defaultMessage: 'Something went wrong with saving the PBX settings, please try again',
  },
});
