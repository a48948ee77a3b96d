/**
 * Bodies of the flow and flow-version dialogs, the flow-settings form, the diff and the call
 * simulator. A version's graph is checked for its shape only (flowGraphStruct): a draft with
 * validation issues is stored, activation refuses it.
 */
import { fieldLabel, messages } from '@switchboard/forms';
import { define, type Infer, object, optional, partial, type } from 'superstruct';
import { FLOW_LANGUAGES, FLOW_TYPES, MAX_CALL_SECONDS } from '../entities/flows.js';
import { flowGraphStruct } from '../flow/struct.js';
import { flag, id, isIsoTime, optionalId, optionalText, text } from './fields.js';
import { int, numberText, oneOf } from './telephony.js';

export const createFlowBody = type({
  name: text('required|between:1-200'),
  flow_type: oneOf(FLOW_TYPES),
  /** One of the account's numbers, as text; '' or left out: none. */
  client_number: optional(numberText(0, 20)),
  is_active: optional(flag()),
});
export type CreateFlowBody = Infer<typeof createFlowBody>;
export const updateFlowBody = partial(createFlowBody);
export type UpdateFlowBody = Infer<typeof updateFlowBody>;

/** The whole flow settings (the form sends them all; unknown keys are refused, they are stored as is). */
export const flowSettingsBody = object({
  record_calls: flag(),
  language: oneOf(FLOW_LANGUAGES),
  max_call_seconds: int(0, MAX_CALL_SECONDS),
  moh_sound_file_id: optionalId(),
});
export type FlowSettingsBody = Infer<typeof flowSettingsBody>;

/** A new version: a left-out graph is `newFlowGraph()`, left-out settings the defaults. */
export const createFlowVersionBody = type({
  name: text('required|between:1-200'),
  description: optionalText('between:0-1000'),
  settings: optional(flowSettingsBody),
  graph: optional(flowGraphStruct),
});
export type CreateFlowVersionBody = Infer<typeof createFlowVersionBody>;
/** `is_active` is not here: only activating a version sets it. */
export const updateFlowVersionBody = partial(createFlowVersionBody);
export type UpdateFlowVersionBody = Infer<typeof updateFlowVersionBody>;

/** Compare two versions of the flow: what `to` adds, changes and removes against `from`. */
export const flowDiffBody = type({ from_version_id: id(), to_version_id: id() });
export type FlowDiffBody = Infer<typeof flowDiffBody>;

/** Most key presses a simulated call carries. */
export const MAX_SIMULATED_KEYS = 50;

export const simulateCallBody = type({
  calling_number: numberText(1, 32),
  /** When the call arrives (ISO); left out: now. */
  at: optional(
    define<string>('time', (value) =>
      typeof value === 'string' && isIsoTime(value) ? true : messages.enterValid(fieldLabel('at')),
    ),
  ),
  /** The keys the caller presses, in order ('1', '2#', …), each consumed by the next menu. */
  keys: optional(
    define<string>('keys', (value) =>
      typeof value === 'string' && new RegExp(`^[0-9*#]{0,${MAX_SIMULATED_KEYS}}$`).test(value)
        ? true
        : messages.enterValid(fieldLabel('keys')),
    ),
  ),
  /** The version to simulate; left out: the active one. */
  version_id: optional(id()),
  /** Whether queues, ring groups, extensions and numbers answer; 0 follows their no-answer branches. @default 1 */
  answered: optional(flag()),
});
export type SimulateCallBody = Infer<typeof simulateCallBody>;
