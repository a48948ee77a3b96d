export { FlowEditor, type FlowEditorProps } from './FlowEditor';
