export { READ_MORE_LENGTH, ReadMore, type ReadMoreProps } from './ReadMore';
