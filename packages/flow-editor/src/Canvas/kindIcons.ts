import type { FlowNodeKind } from '@switchboard/contract';
import type { IconName } from '@switchboard/ui';

/** The kit icon beside each kind's name on the canvas and in the palette. */
export const kindIcons: Record<FlowNodeKind, IconName> = {
  start: 'phone',
  answer: 'check',
  play_sound: 'chat',
  menu: 'grid',
  queue: 'repeat',
  ring_group: 'building',
  extension: 'user',
  external_number: 'globe',
  voicemail: 'mail',
  timeslot: 'clock',
  hangup: 'close',
};
