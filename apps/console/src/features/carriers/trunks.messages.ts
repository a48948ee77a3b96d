import { defineMessages, type NoMessageValues } from 'react-intl';
import { callRulesMessages } from '../telephony/callRules.messages';

type None = NoMessageValues;

/**
 * Carrier trunks and their rules (spec §2, §3 Carrier trunk and Trunk rule), with the rule texts
 * the routing trace shows too.
 */
export const trunksMessages = {
  ...callRulesMessages,
  ...defineMessages<{
    crumbCarriers: None;
    crumbTrunks: None;
    crumbRules: None;
    title: None;
    description: None;
    tableLabel: None;
    noun: None;
    add: None;
    editTitle: None;
    name: None;
    channels: None;
    codecs: None;
    host: None;
    port: None;
    priority: None;
    service: None;
    trunkType: None;
    rules: { name: string | number };
    rulesTitle: None;
    rulesDescription: None;
    rulesTable: None;
    rulesNoun: None;
    addRule: None;
    editRule: None;
    command: None;
    selectCommand: None;
    commandArg: None;
    commandArgHint: None;
    direction: None;
    selectDirection: None;
    pointStart: None;
    pointEnd: None;
    calledPrefix: None;
    callingPrefix: None;
    isActive: None;
    timeslot: None;
    anyTime: None;
    editRuleOf: { name: string | number };
    removeRuleOf: { name: string | number };
    test: None;
    testResult: None;
    callingNumber: None;
    calledNumber: None;
    presentationNumber: None;
    run: None;
    close: None;
    again: None;
    traceLabel: None;
    stepTitle: { priority: string | number; command: string | number };
    finalNumbers: None;
    noRules: None;
  }>({
    crumbCarriers: { id: 'xpbx.trunks.crumb.carriers', defaultMessage: 'Carriers' },
    crumbTrunks: { id: 'xpbx.trunks.crumb.trunks', defaultMessage: 'Carrier trunks' },
    crumbRules: { id: 'xpbx.trunks.crumb.rules', defaultMessage: 'Trunk rules' },
    title: { id: 'xpbx.trunks.title', defaultMessage: 'Carrier trunks' },
    description: {
      id: 'xpbx.trunks.description',
      defaultMessage: 'Where calls to and from this carrier go; lower priority numbers are tried first.',
    },
    tableLabel: { id: 'xpbx.trunks.table', defaultMessage: 'Carrier trunks' },
    noun: { id: 'xpbx.trunks.noun', defaultMessage: 'trunks' },
    add: { id: 'xpbx.trunks.add', defaultMessage: 'Add carrier trunk' },
    editTitle: { id: 'xpbx.trunks.editTitle', defaultMessage: 'Edit carrier trunk' },
    name: { id: 'xpbx.trunks.field.name', defaultMessage: 'Name' },
    channels: { id: 'xpbx.trunks.field.channels', defaultMessage: 'Channels' },
    codecs: { id: 'xpbx.trunks.field.codecs', defaultMessage: 'Codecs' },
    host: { id: 'xpbx.trunks.field.host', defaultMessage: 'Host' },
    port: { id: 'xpbx.trunks.field.port', defaultMessage: 'Port' },
    priority: { id: 'xpbx.trunks.field.priority', defaultMessage: 'Priority' },
    service: { id: 'xpbx.trunks.field.service', defaultMessage: 'Service' },
    trunkType: { id: 'xpbx.trunks.field.trunkType', defaultMessage: 'Trunk type' },
    rules: { id: 'xpbx.trunks.rules', defaultMessage: 'Rules of {name}' },
    rulesTitle: { id: 'xpbx.rules.title', defaultMessage: 'Trunk rules' },
    rulesDescription: {
      id: 'xpbx.rules.description',
      defaultMessage: 'Applied in priority order to every call on this trunk that they match.',
    },
    rulesTable: { id: 'xpbx.rules.table', defaultMessage: 'Trunk rules' },
    rulesNoun: { id: 'xpbx.rules.noun', defaultMessage: 'rules' },
    addRule: { id: 'xpbx.rules.add', defaultMessage: 'Add trunk rule' },
    editRule: { id: 'xpbx.rules.editTitle', defaultMessage: 'Edit trunk rule' },
    command: { id: 'xpbx.rules.field.command', defaultMessage: 'Command' },
    selectCommand: { id: 'xpbx.rules.selectCommand', defaultMessage: 'Select command' },
    commandArg: { id: 'xpbx.rules.field.commandArg', defaultMessage: 'Command arg' },
    commandArgHint: {
      id: 'xpbx.rules.commandArgHint',
      defaultMessage: 'Put in place of the digits from point start to point end.',
    },
    direction: { id: 'xpbx.rules.field.direction', defaultMessage: 'Direction' },
    selectDirection: { id: 'xpbx.rules.selectDirection', defaultMessage: 'Select direction' },
    pointStart: { id: 'xpbx.rules.field.pointStart', defaultMessage: 'Point start' },
    pointEnd: { id: 'xpbx.rules.field.pointEnd', defaultMessage: 'Point end' },
    calledPrefix: { id: 'xpbx.rules.field.calledPrefix', defaultMessage: 'Called prefix' },
    callingPrefix: { id: 'xpbx.rules.field.callingPrefix', defaultMessage: 'Calling prefix' },
    isActive: { id: 'xpbx.rules.field.isActive', defaultMessage: 'Is active' },
    timeslot: { id: 'xpbx.rules.field.timeslot', defaultMessage: 'Timeslot' },
    anyTime: { id: 'xpbx.rules.anyTime', defaultMessage: 'Any time (no timeslot)' },
    editRuleOf: { id: 'xpbx.rules.editOf', defaultMessage: 'Edit rule {name}' },
    removeRuleOf: { id: 'xpbx.rules.removeOf', defaultMessage: 'Delete rule {name}' },
    test: { id: 'xpbx.rules.test', defaultMessage: 'Test rule' },
    testResult: { id: 'xpbx.rules.testResult', defaultMessage: 'Test rule result' },
    callingNumber: { id: 'xpbx.rules.field.callingNumber', defaultMessage: 'Calling number' },
    calledNumber: { id: 'xpbx.rules.field.calledNumber', defaultMessage: 'Called number' },
    presentationNumber: { id: 'xpbx.rules.field.presentationNumber', defaultMessage: 'Presentation number' },
    run: { id: 'xpbx.rules.run', defaultMessage: 'Test' },
    close: { id: 'xpbx.rules.close', defaultMessage: 'Close' },
    again: { id: 'xpbx.rules.again', defaultMessage: 'Test again' },
    traceLabel: {
      id: 'xpbx.rules.traceLabel',
      defaultMessage: 'The rules in the order they were considered',
    },
    stepTitle: { id: 'xpbx.rules.stepTitle', defaultMessage: 'Rule {priority}: {command}' },
    finalNumbers: { id: 'xpbx.rules.final', defaultMessage: 'Numbers sent' },
    noRules: {
      id: 'xpbx.rules.none',
      defaultMessage: 'No rule was considered: the trunk has no active rules.',
    },
  }),
};
