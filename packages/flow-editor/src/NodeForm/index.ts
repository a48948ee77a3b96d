export { type Edit, NodeForm, type NodeFormProps } from './NodeForm';
