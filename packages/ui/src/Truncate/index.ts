export { Truncate, type TruncateProps } from './Truncate';
export { TRUNCATE_LENGTH, truncate } from './Truncate.utils';
