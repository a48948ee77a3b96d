import { defineMessages, type NoMessageValues } from 'react-intl';

type None = NoMessageValues;
type Name = { name: string };
type Flow = { flow: string };

/** Texts of the version editor page; the editor's own are `flowEditor.*` in @switchboard/flow-editor. */
export const flowVersionMessages = defineMessages<{
  crumbFlows: None;
  description: Flow;
  unsaved: None;
  save: None;
  activate: None;
  saved: Name;
  saveFailed: Name;
  activated: Name;
  activateFailed: Name;
  refusedTitle: None;
  refused: None;
  loadingEditor: None;
}>({
  crumbFlows: { id: 'flowVersion.crumbFlows', defaultMessage: 'Flows' },
  description: { id: 'flowVersion.description', defaultMessage: 'Version of the flow {flow}' },
  unsaved: { id: 'flowVersion.unsaved', defaultMessage: 'Unsaved changes' },
  save: { id: 'flowVersion.save', defaultMessage: 'Save' },
  activate: { id: 'flowVersion.activate', defaultMessage: 'Activate' },
  saved: { id: 'flowVersion.saved', defaultMessage: 'You have edited version {name} successfully.' },
  saveFailed: {
    id: 'flowVersion.saveFailed',
    defaultMessage: 'Something went wrong with editing version {name}, please try again',
  },
  activated: {
    id: 'flowVersion.activated',
    defaultMessage: 'You have activated version {name} successfully.',
  },
  activateFailed: {
    id: 'flowVersion.activateFailed',
    defaultMessage: 'Something went wrong with activating version {name}, please try again',
  },
  refusedTitle: { id: 'flowVersion.refusedTitle', defaultMessage: 'This version cannot be activated yet' },
  refused: {
    id: 'flowVersion.refused',
    defaultMessage: 'Fix the problems listed under the editor, then activate again.',
  },
  loadingEditor: { id: 'flowVersion.loadingEditor', defaultMessage: 'Loading the editor' },
});
