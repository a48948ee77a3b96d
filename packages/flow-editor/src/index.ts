export { FlowEditor, type FlowEditorProps } from './FlowEditor';
export { issueMessages, kindMessages } from './messages';
export type { Direction } from './model/mirror';
export type { FlowEditorOptions, FlowOption } from './options';
