export { COPIED_FOR_MS, CodeBlock, type CodeBlockProps } from './CodeBlock';
