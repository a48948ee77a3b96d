export { FlowEditor, type FlowEditorProps } from './FlowEditor';
export type { Direction } from './model/mirror';
export type { FlowEditorOptions, FlowOption } from './options';
