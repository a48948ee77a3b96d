import type {
  BlacklistDirection,
  CallEventKind,
  CallLegType,
  CallType,
  CustomerTrunkAuthType,
  CustomerTrunkTransport,
  DialStatus,
  DidNumberType,
  DidTargetType,
  FlowType,
  MessageChannel,
  MessageStatus,
  QueueActionKind,
  QueueStrategy,
  RingGroupStrategy,
  RoutingDirection,
  RuleDirection,
  SenderStatus,
  SoundFileType,
  SwitchRefusal,
  TrunkRuleCommand,
  TrunkType,
} from '@switchboard/contract';
import { defineMessages, type MessageDescriptor } from 'react-intl';

/**
 * The words of the contract's enumerated values: one message per value, read by tables, dialogs,
 * traces and exports alike. Values with the same meaning in two enums share their message (a
 * queue's and a ring group's `ringall`, a flow's and a call's `inbound`). Keyed by the contract's
 * export name; enumLabels.test.ts walks every enum the contract exports and finds each value here
 * (or among the few shown as they are, with the reason).
 */
type Labels<V extends string> = Record<V, MessageDescriptor>;

const direction = defineMessages({
  inbound: { id: 'enum.direction.inbound', defaultMessage: 'Inbound' },
  outbound: { id: 'enum.direction.outbound', defaultMessage: 'Outbound' },
  internal: { id: 'enum.direction.internal', defaultMessage: 'Internal' },
  both: { id: 'enum.direction.both', defaultMessage: 'Both' },
});

const trunkType = defineMessages({
  Incoming: { id: 'enum.trunkType.incoming', defaultMessage: 'Incoming' },
  Outgoing: { id: 'enum.trunkType.outgoing', defaultMessage: 'Outgoing' },
  Blended: { id: 'enum.trunkType.blended', defaultMessage: 'Blended' },
});

const strategy = defineMessages({
  ringall: { id: 'xpbx.ringGroups.strategy.ringall', defaultMessage: 'Ring all' },
  random: { id: 'xpbx.ringGroups.strategy.random', defaultMessage: 'Random' },
  ordered: { id: 'xpbx.ringGroups.strategy.ordered', defaultMessage: 'Ordered' },
  leastrecent: { id: 'enum.queueStrategy.leastrecent', defaultMessage: 'Least recently called' },
  fewestcalls: { id: 'enum.queueStrategy.fewestcalls', defaultMessage: 'Fewest calls' },
  rrmemory: { id: 'enum.queueStrategy.rrmemory', defaultMessage: 'Round robin, remembering the last' },
  rrordered: { id: 'enum.queueStrategy.rrordered', defaultMessage: 'Round robin in order' },
  linear: { id: 'enum.queueStrategy.linear', defaultMessage: 'In order from the first' },
  wrandom: { id: 'enum.queueStrategy.wrandom', defaultMessage: 'Random by penalty' },
});

const channel = defineMessages({
  sms: { id: 'xpbx.messaging.channel.sms', defaultMessage: 'SMS' },
  viber: { id: 'xpbx.messaging.channel.viber', defaultMessage: 'Viber' },
  email: { id: 'xpbx.messaging.channel.email', defaultMessage: 'E-mail' },
});

const dialStatus = defineMessages({
  answered: { id: 'xpbx.reports.status.answered', defaultMessage: 'Answered' },
  busy: { id: 'xpbx.reports.status.busy', defaultMessage: 'Busy' },
  'no answer': { id: 'xpbx.reports.status.noAnswer', defaultMessage: 'No answer' },
  chanunavail: { id: 'xpbx.reports.status.chanunavail', defaultMessage: 'Channel unavailable' },
  cancel: { id: 'xpbx.reports.status.cancel', defaultMessage: 'Cancelled' },
  delivered: { id: 'xpbx.reports.status.delivered', defaultMessage: 'Delivered' },
  congestion: { id: 'xpbx.reports.status.congestion', defaultMessage: 'Congestion' },
  sending: { id: 'xpbx.reports.status.sending', defaultMessage: 'Sending' },
});

export const enumLabels = {
  TRUNK_TYPES: trunkType satisfies Labels<TrunkType>,
  // A rule applies to calls of the trunk's direction: the same words as the trunk types.
  RULE_DIRECTIONS: {
    OUT: trunkType.Outgoing,
    INC: trunkType.Incoming,
    BLE: trunkType.Blended,
  } satisfies Labels<RuleDirection>,
  TRUNK_RULE_COMMANDS: defineMessages({
    change_calling: { id: 'xpbx.rules.command.changeCalling', defaultMessage: 'Change calling number' },
    change_called: { id: 'xpbx.rules.command.changeCalled', defaultMessage: 'Change called number' },
    change_diversion: { id: 'xpbx.rules.command.changeDiversion', defaultMessage: 'Change diversion number' },
  }) satisfies Labels<TrunkRuleCommand>,
  QUEUE_STRATEGIES: strategy satisfies Labels<QueueStrategy>,
  RING_GROUP_STRATEGIES: strategy satisfies Labels<RingGroupStrategy>,
  QUEUE_ACTIONS: defineMessages({
    play_audio: { id: 'xpbx.queues.actions.playAudio', defaultMessage: 'Play audio file' },
    play_moh: { id: 'xpbx.queues.actions.playMoh', defaultMessage: 'Play MOH' },
  }) satisfies Labels<QueueActionKind>,
  FLOW_TYPES: direction satisfies Labels<FlowType>,
  CALL_TYPES: direction satisfies Labels<CallType>,
  ROUTING_DIRECTIONS: direction satisfies Labels<RoutingDirection>,
  BLACKLIST_DIRECTIONS: direction satisfies Labels<BlacklistDirection>,
  DIAL_STATUSES: dialStatus satisfies Labels<DialStatus>,
  MISSED_DIAL_STATUSES: dialStatus,
  UNHANDLED_DIAL_STATUSES: dialStatus,
  CALL_EVENT_KINDS: defineMessages({
    started: { id: 'xpbx.switch.kind.started', defaultMessage: 'Started' },
    ringing: { id: 'xpbx.switch.kind.ringing', defaultMessage: 'Ringing' },
    queued: { id: 'xpbx.switch.kind.queued', defaultMessage: 'Queued' },
    answered: { id: 'xpbx.switch.kind.answered', defaultMessage: 'Answered' },
    transferred: { id: 'xpbx.switch.kind.transferred', defaultMessage: 'Transferred' },
    ended: { id: 'xpbx.switch.kind.ended', defaultMessage: 'Ended' },
  }) satisfies Labels<CallEventKind>,
  SWITCH_REFUSALS: defineMessages({
    no_route: { id: 'xpbx.reports.refusal.noRoute', defaultMessage: 'no route for the number' },
    no_balance: { id: 'xpbx.reports.refusal.noBalance', defaultMessage: 'no balance left' },
    capacity_full: { id: 'xpbx.reports.refusal.capacityFull', defaultMessage: 'all channels busy' },
    blacklisted: { id: 'xpbx.reports.refusal.blacklisted', defaultMessage: 'number blacklisted' },
    outside_timeslot: { id: 'xpbx.reports.refusal.outsideTimeslot', defaultMessage: 'outside the timeslot' },
    unknown_peer: { id: 'xpbx.reports.refusal.unknownPeer', defaultMessage: 'caller is not a carrier' },
  }) satisfies Labels<SwitchRefusal>,
  CALL_LEG_TYPES: defineMessages({
    queue: { id: 'xpbx.reports.leg.queue', defaultMessage: 'Queue' },
    transfer: { id: 'xpbx.reports.leg.transfer', defaultMessage: 'Transfer' },
    forward: { id: 'xpbx.reports.leg.forward', defaultMessage: 'Forward' },
  }) satisfies Labels<CallLegType>,
  MESSAGE_CHANNELS: channel satisfies Labels<MessageChannel>,
  SENDER_CHANNELS: channel,
  MESSAGE_STATUSES: defineMessages({
    submitted: { id: 'xpbx.reports.msgstatus.submitted', defaultMessage: 'Submitted' },
    delivered: { id: 'xpbx.reports.msgstatus.delivered', defaultMessage: 'Delivered' },
    failed: { id: 'xpbx.reports.msgstatus.failed', defaultMessage: 'Failed' },
  }) satisfies Labels<MessageStatus>,
  SENDER_STATUSES: defineMessages({
    pending: { id: 'xpbx.senders.status.pending', defaultMessage: 'Pending' },
    verified: { id: 'xpbx.senders.status.verified', defaultMessage: 'Verified' },
    rejected: { id: 'xpbx.senders.status.rejected', defaultMessage: 'Rejected' },
  }) satisfies Labels<SenderStatus>,
  DID_TARGET_TYPES: defineMessages({
    flow: { id: 'xpbx.numbers.targetType.flow', defaultMessage: 'Flow' },
    extension: { id: 'xpbx.numbers.targetType.extension', defaultMessage: 'Extension' },
    queue: { id: 'xpbx.numbers.targetType.queue', defaultMessage: 'Queue' },
    ring_group: { id: 'xpbx.numbers.targetType.ringGroup', defaultMessage: 'Ring group' },
    voicemail: { id: 'xpbx.numbers.targetType.voicemail', defaultMessage: 'Voicemail' },
    customer_trunk: { id: 'xpbx.numbers.targetType.customerTrunk', defaultMessage: 'Your trunk' },
  }) satisfies Labels<DidTargetType>,
  CUSTOMER_TRUNK_TRANSPORTS: defineMessages({
    udp: { id: 'virtualNumber.trunks.transport.udp', defaultMessage: 'UDP' },
    tcp: { id: 'virtualNumber.trunks.transport.tcp', defaultMessage: 'TCP' },
    tls: { id: 'virtualNumber.trunks.transport.tls', defaultMessage: 'TLS (encrypted)' },
  }) satisfies Labels<CustomerTrunkTransport>,
  CUSTOMER_TRUNK_AUTH_TYPES: defineMessages({
    ip: { id: 'virtualNumber.trunks.auth.ip', defaultMessage: 'By IP address' },
    credentials: { id: 'virtualNumber.trunks.auth.credentials', defaultMessage: 'Username and password' },
  }) satisfies Labels<CustomerTrunkAuthType>,
  DID_NUMBER_TYPES: defineMessages({
    local: { id: 'xpbx.numbers.numberType.local', defaultMessage: 'Local' },
    mobile: { id: 'xpbx.numbers.numberType.mobile', defaultMessage: 'Mobile' },
    national: { id: 'xpbx.numbers.numberType.national', defaultMessage: 'National' },
    toll_free: { id: 'xpbx.numbers.numberType.tollFree', defaultMessage: 'Toll free' },
  }) satisfies Labels<DidNumberType>,
  SOUND_FILE_TYPES: defineMessages({
    flow: { id: 'xpbx.soundFiles.filetype.flow', defaultMessage: 'Flow' },
    moh: { id: 'xpbx.soundFiles.filetype.moh', defaultMessage: 'Music on hold' },
  }) satisfies Labels<SoundFileType>,
} as const;
